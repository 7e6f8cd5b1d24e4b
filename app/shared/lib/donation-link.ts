export type DonationFrequency = "once" | "monthly";

/** What the donation link setting may contain, filled in from the donor's choice. */
export const donationPlaceholders = ["amount", "frequency"] as const;

/**
 * The donation link from site settings, with `{amount}` and `{frequency}` filled in where the
 * link has those placeholders. Always with an amount: a giving page opened with an empty one
 * (`?amount=`) shows a blank or broken form. Null when no link is configured: the site never
 * takes payments.
 */
export function buildDonationUrl(
  template: string,
  frequency: DonationFrequency,
  amount: number,
): string | null {
  if (!template.trim()) return null;
  return buildDonationUrlTemplate(template, frequency).replaceAll("{amount}", String(amount));
}

/**
 * The donation link with `{frequency}` filled in and `{amount}` left for the donor's choice,
 * which the Donate page fills in as they choose (app/shared/behaviours/donation-amounts.ts).
 */
export function buildDonationUrlTemplate(template: string, frequency: DonationFrequency) {
  return template.trim().replaceAll("{frequency}", frequency);
}

/** A scheme such as `https:` or `javascript:`; `host:8080` is a host and port, not a scheme. */
const schemePattern = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * The link as typed, with https:// added when the admin left the scheme off
 * (`donate.example.org/us`), as browsers' address bars do. Any other scheme stays for the
 * schema to refuse.
 */
export function completeDonationUrl(typed: string): { url: string; addedHttps: boolean } {
  const url = typed.trim();
  if (url === "" || schemePattern.test(url)) return { url, addedHttps: false };
  return { url: `https://${url.replace(/^\/+/, "")}`, addedHttps: true };
}

/** The Settings tab's note when https:// was added to what the admin typed. */
export function describeAddedHttps(url: string) {
  return `The donation link had no https:// at the start, so it was added: ${url}`;
}

/**
 * What a donor's choice loses on the way to the giving page when the link lacks a placeholder,
 * or null when both are there. A warning, not an error: some giving pages take neither.
 */
export function findDroppedDonationChoices(url: string): string | null {
  if (url.trim() === "") return null;
  const hasAmount = url.includes("{amount}");
  const hasFrequency = url.includes("{frequency}");
  if (hasAmount && hasFrequency) return null;
  if (!hasAmount && !hasFrequency) {
    return "This link has neither {amount} nor {frequency}, so the amount a donor chooses and whether they give monthly are dropped: they will have to choose both again on the giving page.";
  }
  if (!hasAmount) {
    return "This link has no {amount}, so the amount a donor chooses is dropped: they will have to type it again on the giving page.";
  }
  return "This link has no {frequency}, so a monthly gift reaches the giving page as a one-off: donors will have to choose monthly again there.";
}

const exampleTemplate = "https://donate.example.org/us?amount={amount}&frequency={frequency}";

/** The Settings tab's explanation of the placeholders, with an example worked out by the code. */
export const donationLinkHint = `Your giving page on a payment provider. {amount} becomes the amount a donor chooses, in whole pounds, and {frequency} becomes once or monthly. For example ${exampleTemplate} opens ${buildDonationUrl(exampleTemplate, "monthly", 15)} for £15 a month. Leave empty to explain other ways to give.`;
