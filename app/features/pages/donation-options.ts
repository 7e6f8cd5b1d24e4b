/** Donation presets of §9, in pounds. */
export const oneTimeAmounts = [10, 25, 50, 100] as const;
export const monthlyTiers = [5, 15, 30] as const;
export const maxDonationPounds = 10_000;
