import type { Kysely } from "kysely";
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { throttleAddressKey } from "~/features/accounts/throttle-address";
import { insertEnquiry, type NewEnquiry } from "~/features/enquiries/enquiries.server";
import {
  type ContactInput,
  contactSchema,
  type RegistrationInput,
  registrationSchema,
} from "~/features/enquiries/enquiry-forms";
import { type ChildrenChange, changeChildren } from "~/features/enquiries/registration-children";
import { findSignupConfirmation } from "~/features/newsletter/newsletter-readiness.server";
import {
  type NewsletterSignupInput,
  newsletterSignupSchema,
} from "~/features/newsletter/newsletter-signup";
import { requestSubscription } from "~/features/newsletter/subscribers.server";
import { notifyStaff } from "~/features/operations/staff-notices.server";
import type { PageContent } from "~/features/pages/page-content-schema";
import { reviewSubmissionSchema } from "~/features/records/reviews/review-record";
import { insertVisitorReview } from "~/features/records/reviews/reviews.server";
import { applicationSchema } from "~/features/records/volunteers/application-record";
import {
  insertApplication,
  OpportunityClosed,
} from "~/features/records/volunteers/volunteers.server";
import { loadSiteSettings } from "~/features/settings/site-settings.server";
import { getDatabase } from "~/shared/db/database.server";
import { busyRetryAfterSeconds, isDatabaseBusy } from "~/shared/db/database-busy";
import type { Database } from "~/shared/db/database-types";
import {
  honeypotField,
  type PublicFormName,
  type PublicFormResult,
  type PublicFormValues,
  publicFormMessages,
  publicForms,
} from "~/shared/forms/public-forms";
import { consumeRateLimit, type RateLimit } from "~/shared/forms/rate-limit.server";
import { toFieldErrors } from "~/shared/lib/field-errors";
import { logger } from "~/shared/lib/logger.server";
import { requestFacts } from "~/shared/lib/request-facts";
import { getSiteOrigin } from "~/shared/lib/site-origin.server";

/** Submissions per form per address: enough for a family sharing a connection, not for a bot. */
export const publicFormLimit: RateLimit = { limit: 5, windowMinutes: 60 };

type HandlerContext = { db: Kysely<Database>; origin: string };

type Handler<S extends z.ZodType> = {
  schema: S;
  save: (input: z.output<S>, context: HandlerContext) => Promise<void>;
  /** Words that replace the page's thanks when it would promise what cannot happen. */
  honestThanks?: () => string | undefined;
  /** The form reshaped at the visitor's request (sent without JavaScript), not to be stored. */
  change?: (fields: PublicFormValues) => ChildrenChange | undefined;
};

const handlers: { [K in PublicFormName]: Handler<z.ZodType> } = {
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
  contact: {
    schema: contactSchema,
    save: (input, context) => saveEnquiry({ kind: "contact", ...(input as ContactInput) }, context),
  },
  registration: {
    schema: registrationSchema,
    save: (input, context) =>
      saveEnquiry({ kind: "registration", ...(input as RegistrationInput) }, context),
    change: changeChildren,
  },
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

/** Stores a message or registration, then tells the charity (when mail is set up). */
async function saveEnquiry(enquiry: NewEnquiry, { db, origin }: HandlerContext) {
  const { id } = await insertEnquiry(db, enquiry);
  await notifyStaff(db, { kind: "enquiry", id, enquiry }, { origin });
}

/** Every field as sent: a name sent more than once (ticked boxes) becomes a list. */
function readFields(formData: FormData): PublicFormValues {
  const fields: PublicFormValues = {};
  for (const name of new Set(formData.keys())) {
    const values = formData.getAll(name).filter((value) => typeof value === "string");
    if (values.length > 0) fields[name] = values.length === 1 ? (values[0] as string) : values;
  }
  return fields;
}

/** The thanks the page's form section shows once it has been sent. */
function thanksOf(content: PageContent, name: PublicFormName) {
  const section = content.sections.find(
    (candidate) => candidate.type === publicForms[name].section,
  );
  return section && "thanks" in section ? section.thanks : "";
}

function isFormName(value: unknown): value is PublicFormName {
  return typeof value === "string" && Object.hasOwn(publicForms, value);
}

/**
 * A public page's action: the form it shows, checked, limited per address and stored. The answer
 * is the same data with or without JavaScript (a fetcher, or the page rendered again).
 */
export async function handlePublicForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
  content: PageContent,
) {
  const formData = await request.formData();
  const name = formData.get("form");
  if (!isFormName(name) || !content.sections.some((s) => s.type === publicForms[name].section)) {
    const notHere: PublicFormResult = {
      form: isFormName(name) ? name : null,
      ok: false,
      message: publicFormMessages.notHere,
    };
    return data(notHere, { status: 404 });
  }
  const fields = readFields(formData);
  const answer = (status: number, result: PublicFormResult, headers?: HeadersInit) =>
    data(result, { status, headers });
  const handler = handlers[name];
  const thanks = {
    form: name,
    ok: true as const,
    message: handler.honestThanks?.() ?? thanksOf(content, name),
  };

  // A bot filled the invisible field: it is thanked, and nothing is stored.
  if (fields[honeypotField]) return answer(200, thanks);

  const { [honeypotField]: _, ...values } = fields;
  const changed = handler.change?.(values);
  if (changed) {
    return answer(200, {
      form: name,
      ok: false,
      message: changed.message,
      values: changed.values,
      changedFocusId: changed.focusId,
    });
  }
  const parsed = handler.schema.safeParse(fields);
  if (!parsed.success) {
    return answer(400, {
      form: name,
      ok: false,
      message: publicFormMessages.invalid,
      fieldErrors: toFieldErrors(parsed.error),
      values,
    });
  }
  const { db } = getDatabase();
  try {
    const limit = await consumeRateLimit(
      db,
      `form:${name}:${throttleAddressKey(context.get(requestFacts).clientIp)}`,
      publicFormLimit,
    );
    if (!limit.allowed) {
      return answer(
        429,
        {
          form: name,
          ok: false,
          message: publicFormMessages.rateLimited(limit.retryAfterMinutes),
          values,
        },
        { "Retry-After": String(limit.retryAfterMinutes * 60) },
      );
    }
    await handler.save(parsed.data, { db, origin: getSiteOrigin(request) });
  } catch (error) {
    // Another process holds the database's write lock: nothing was stored, the visitor retries.
    if (isDatabaseBusy(error)) {
      return answer(
        503,
        { form: name, ok: false, message: publicFormMessages.busy, values },
        { "Retry-After": String(busyRetryAfterSeconds) },
      );
    }
    if (error instanceof OpportunityClosed) {
      return answer(409, {
        form: name,
        ok: false,
        message: publicFormMessages.opportunityClosed,
        fieldErrors: { opportunityId: publicFormMessages.opportunityClosed },
        values,
      });
    }
    logger.error("public form not saved", { form: name, error });
    return answer(500, { form: name, ok: false, message: publicFormMessages.failed, values });
  }
  return answer(201, thanks);
}
