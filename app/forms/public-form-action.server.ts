import { type AppLoadContext, data } from "react-router";
import type { z } from "zod";
import type { PageContent } from "~/content/page-content-schema";
import { getDatabase } from "~/db/database.server";
import { toFieldErrors } from "~/lib/field-errors";
import { logger } from "~/lib/logger.server";
import { reviewSubmissionSchema } from "~/records/reviews/review-record";
import { insertVisitorReview } from "~/records/reviews/reviews.server";
import { applicationSchema } from "~/records/volunteers/application-record";
import { insertApplication, OpportunityClosed } from "~/records/volunteers/volunteers.server";
import {
  honeypotField,
  type PublicFormName,
  type PublicFormResult,
  publicFormMessages,
  publicForms,
} from "./public-forms";
import { consumeRateLimit, type RateLimit } from "./rate-limit.server";

/** Submissions per form per address: enough for a family sharing a connection, not for a bot. */
export const publicFormLimit: RateLimit = { limit: 5, windowMinutes: 60 };

type Handler<S extends z.ZodType> = {
  schema: S;
  save: (input: z.output<S>) => Promise<void>;
  thanks: (content: PageContent) => string;
};

function thanksOf(content: PageContent, type: "review-form" | "volunteer-application") {
  const section = content.sections.find((candidate) => candidate.type === type);
  return section && "thanks" in section ? section.thanks : "";
}

const handlers: { [K in PublicFormName]: Handler<z.ZodType> } = {
  review: {
    schema: reviewSubmissionSchema,
    save: (input) =>
      insertVisitorReview(getDatabase().db, input as z.output<typeof reviewSubmissionSchema>),
    thanks: (content) => thanksOf(content, "review-form"),
  },
  "volunteer-application": {
    schema: applicationSchema,
    save: (input) =>
      insertApplication(getDatabase().db, input as z.output<typeof applicationSchema>),
    thanks: (content) => thanksOf(content, "volunteer-application"),
  },
};

function isFormName(value: unknown): value is PublicFormName {
  return typeof value === "string" && Object.hasOwn(publicForms, value);
}

/**
 * A public page's action: the form it shows, checked, limited per address and stored. The answer
 * is the same data with or without JavaScript (a fetcher, or the page rendered again).
 */
export async function handlePublicForm(
  request: Request,
  context: AppLoadContext,
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
  const fields = Object.fromEntries(
    [...formData].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const answer = (status: number, result: PublicFormResult) => data(result, { status });
  const handler = handlers[name];
  const thanks = { form: name, ok: true as const, message: handler.thanks(content) };

  // A bot filled the invisible field: it is thanked, and nothing is stored.
  if (fields[honeypotField]) return answer(200, thanks);

  const parsed = handler.schema.safeParse(fields);
  const { [honeypotField]: _, ...values } = fields;
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
  const limit = await consumeRateLimit(db, `form:${name}:${context.clientIp}`, publicFormLimit);
  if (!limit.allowed) {
    return answer(429, {
      form: name,
      ok: false,
      message: publicFormMessages.rateLimited(limit.retryAfterMinutes),
      values,
    });
  }
  try {
    await handler.save(parsed.data);
  } catch (error) {
    if (error instanceof OpportunityClosed) {
      return answer(409, {
        form: name,
        ok: false,
        message: publicFormMessages.opportunityClosed,
        fieldErrors: { opportunityId: publicFormMessages.opportunityClosed },
        values,
      });
    }
    logger.error("public form not saved", { form: name, error: String(error) });
    return answer(500, { form: name, ok: false, message: publicFormMessages.failed, values });
  }
  return answer(201, thanks);
}
