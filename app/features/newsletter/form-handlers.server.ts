import type { PublicFormHandlers } from "~/shared/forms/public-form-handler";
import { publicFormMessages } from "~/shared/forms/public-forms";
import { loadSiteSettings } from "~/shared/site/site-settings.server";
import { findSignupConfirmation } from "./newsletter-readiness.server";
import { type NewsletterSignupInput, newsletterSignupSchema } from "./newsletter-signup";
import { requestSubscription } from "./subscribers.server";

export const newsletterFormHandlers: PublicFormHandlers<"newsletter"> = {
  newsletter: {
    schema: newsletterSignupSchema,
    save: async (input, { db, origin }) => {
      const { charityName } = await loadSiteSettings(db);
      await requestSubscription(db, input as NewsletterSignupInput, {
        origin,
        charityName,
        confirmation: findSignupConfirmation(),
      });
    },
    // The page's thanks speaks of the emailed link; without mail there is none (ADR 0027).
    honestThanks: () =>
      findSignupConfirmation() === "staff" ? publicFormMessages.newsletterStaffConfirms : undefined,
  },
};
