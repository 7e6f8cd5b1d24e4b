export type DonationFrequency = "once" | "monthly";

/**
 * The donation link from site settings, with `{amount}` and `{frequency}` filled in where the
 * link has those placeholders. Null when no link is configured: the site never takes payments.
 */
export function buildDonationUrl(
  template: string,
  frequency: DonationFrequency,
  amount?: number,
): string | null {
  const trimmed = template.trim();
  if (!trimmed) return null;
  return trimmed
    .replaceAll("{amount}", amount ? String(amount) : "")
    .replaceAll("{frequency}", frequency);
}
