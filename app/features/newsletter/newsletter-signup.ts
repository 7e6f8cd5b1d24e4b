import { z } from "zod";
import { emailAddressSchema } from "~/features/accounts";
import { optionalText } from "~/features/records";
import { newsletterFieldLimits } from "./newsletter-vocabulary";

/**
 * "Join our newsletter": an address and, if they like, a first name. Signing up is the consent;
 * the emailed link confirms it before anything is sent.
 */
export const newsletterSignupSchema = z.object({
  email: emailAddressSchema,
  firstName: optionalText(newsletterFieldLimits.firstName),
});
export type NewsletterSignupInput = z.output<typeof newsletterSignupSchema>;
