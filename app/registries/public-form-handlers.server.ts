import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { throttleAddressKey } from "~/features/accounts";
import { enquiryFormHandlers } from "~/features/enquiries/index.server";
import { newsletterFormHandlers } from "~/features/newsletter/index.server";
import type { PageContent } from "~/features/pages";
import { OpportunityClosed, recordFormHandlers } from "~/features/records/index.server";
import { getDatabase } from "~/shared/db/database.server";
import { busyRetryAfterSeconds, isDatabaseBusy } from "~/shared/db/database-busy";
import type { PublicFormHandler } from "~/shared/forms/public-form-handler";
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

/** Each feature handles its own forms; the annotation makes a form left out a type error. */
const handlers: { [K in PublicFormName]: PublicFormHandler<z.ZodType> } = {
  ...recordFormHandlers,
  ...enquiryFormHandlers,
  ...newsletterFormHandlers,
};

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
