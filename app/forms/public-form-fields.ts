/**
 * The public forms' length limits, for their inputs' maxLength. Kept apart from the record
 * schemas because those import zod, which would then load on every public page; the section
 * tests check these numbers against `reviewLimits` and `applicationLimits`.
 */
export const reviewFieldLimits = { name: 80, role: 80, body: 1000 } as const;

export const applicationFieldLimits = {
  name: 100,
  phone: 40,
  reason: 2000,
  availability: 500,
  guardian: 200,
} as const;
