/**
 * The public forms' length limits: the inputs' maxLength and the record schemas' rules. Kept in a
 * zod-free file because the schemas import zod, which would then load on every public page.
 */
export const reviewFieldLimits = { name: 80, role: 80, body: 1000, email: 254 } as const;

export const applicationFieldLimits = {
  name: 100,
  phone: 40,
  reason: 2000,
  availability: 500,
  guardian: 200,
} as const;
