import type { z } from "zod";
import { notifyStaff } from "~/features/operations/staff-notices.server";
import type { PublicFormHandlers } from "~/shared/forms/public-form-handler";
import { reviewSubmissionSchema } from "./reviews/review-record";
import { insertVisitorReview } from "./reviews/reviews.server";
import { applicationSchema } from "./volunteers/application-record";
import { insertApplication } from "./volunteers/volunteers.server";

export const recordFormHandlers: PublicFormHandlers<"review" | "volunteer-application"> = {
  review: {
    schema: reviewSubmissionSchema,
    save: async (input, { db, origin }) => {
      await insertVisitorReview(db, input as z.output<typeof reviewSubmissionSchema>);
      await notifyStaff(db, { kind: "review" }, { origin });
    },
  },
  "volunteer-application": {
    schema: applicationSchema,
    save: async (input, { db, origin }) => {
      const { opportunityTitle } = await insertApplication(
        db,
        input as z.output<typeof applicationSchema>,
      );
      await notifyStaff(db, { kind: "application", opportunityTitle }, { origin });
    },
  },
};
