import type { z } from "zod";
import type { PublicFormHandlers } from "~/shared/forms/public-form-handler";
import { sendStaffNotice } from "~/shared/mail/staff-notice.server";
import { composeApplicationNotice, composeReviewNotice } from "./arrival-notices.server";
import { reviewSubmissionSchema } from "./reviews/review-record";
import { insertVisitorReview } from "./reviews/reviews.server";
import { applicationSchema } from "./volunteers/application-record";
import { insertApplication } from "./volunteers/volunteers.server";

export const recordFormHandlers: PublicFormHandlers<"review" | "volunteer-application"> = {
  review: {
    schema: reviewSubmissionSchema,
    save: async (input, { db, origin }) => {
      await insertVisitorReview(db, input as z.output<typeof reviewSubmissionSchema>);
      await sendStaffNotice(db, composeReviewNotice(origin));
    },
  },
  "volunteer-application": {
    schema: applicationSchema,
    save: async (input, { db, origin }) => {
      const { opportunityTitle } = await insertApplication(
        db,
        input as z.output<typeof applicationSchema>,
      );
      await sendStaffNotice(db, composeApplicationNotice(opportunityTitle, origin));
    },
  },
};
