import { CircleCheck } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { HoneypotField } from "~/shared/forms/honeypot-field";
import { PublicFormContext } from "~/shared/forms/public-form-context";
import {
  buildPublicFormSendUrl,
  type PublicFormName,
  type PublicFormResult,
  publicFormMessages,
} from "~/shared/forms/public-forms";
import { cn } from "~/shared/lib/class-names";
import { SubmitButton } from "~/shared/ui/submit-button";
import { PrivacyNotice } from "./privacy-notice";

export type PublicFormProps = {
  form: PublicFormName;
  /** The section's thanks, shown instead of the form once it has been sent. */
  thanks: string;
  submitLabel: string;
  /** A sentence just above the button, e.g. what happens to what is sent. */
  note?: string;
  /** The answer to the POST this page was rendered for, when it was sent without JavaScript. */
  answer?: unknown;
  /**
   * "open": the privacy notice is read in full before the form on a phone. "closed": one tap
   * away, for a long form whose first field should be near the top of the screen.
   */
  notice?: "open" | "closed";
  children: ReactNode;
};

const cardClass =
  "rounded-3xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-700 dark:bg-slate-900";

/**
 * A form visitors send from a public page. Without JavaScript it posts to the page itself, whose
 * answer renders the page again (`answer`); with it, it sends the same fields to the page's action
 * through routes/send-form.ts, which answers with JSON, and the page stays put. Both read the same answer: messages by
 * the fields, what was typed, or the thanks. Its privacy notice (privacy-notices.ts) sits beside it.
 */
export function PublicForm({
  form,
  thanks,
  submitLabel,
  note,
  answer,
  notice = "open",
  children,
}: PublicFormProps) {
  const [sent, setSent] = useState<PublicFormResult | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const result = sent ?? answerFor(form, answer);
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const noticeId = useId();
  const fields = useMemo(
    () => ({
      errors: (result?.ok === false && result.fieldErrors) || {},
      values: (result?.ok === false && result.values) || {},
    }),
    [result],
  );

  // Each answer moves focus to what needs reading next: the thanks, the field the visitor's change
  // of the form leads to, the first field to fix, or (when no field is to blame, e.g. too many
  // tries) the message above the form.
  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      thanksRef.current?.focus();
      return;
    }
    if (result.changedFocusId) {
      document.getElementById(result.changedFocusId)?.focus();
      return;
    }
    const invalid = formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']");
    (invalid ?? messageRef.current)?.focus();
  }, [result]);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const body = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const response = await fetch(buildPublicFormSendUrl(window.location.pathname), {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
      });
      setSent(await response.json());
    } catch {
      // Offline, or an answer that is not the action's (a proxy's error page): try again.
      setSent({ form, ok: false, message: publicFormMessages.unreachable });
    } finally {
      setBusy(false);
    }
  }

  if (result?.ok) {
    return (
      <div
        ref={thanksRef}
        tabIndex={-1}
        className={`${cardClass} flex max-w-2xl items-start gap-4`}
      >
        <CircleCheck
          aria-hidden="true"
          className="size-8 shrink-0 text-teal-700 dark:text-teal-300"
        />
        <p className="text-lg font-semibold text-slate-900 dark:text-white">{thanks}</p>
      </div>
    );
  }
  return (
    // The notice comes first, so it is read before the form on a phone; beside it on wide screens.
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,42rem)_minmax(0,24rem)] lg:items-start">
      <div className="lg:order-last">
        <PrivacyNotice form={form} headingId={noticeId} closed={notice === "closed"} />
      </div>
      <form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={send}
        className={`${cardClass} relative`}
      >
        <input type="hidden" name="form" value={form} />
        <HoneypotField />
        <div role="status" aria-live="polite">
          {/* Emptied while sending, so the same message is announced again after a retry. */}
          {result?.message && !busy ? (
            <p
              ref={messageRef}
              tabIndex={-1}
              className={cn(
                "mb-6 rounded-xl border-l-4 p-4 font-semibold",
                result.changedFocusId
                  ? "border-teal-700 bg-teal-50 text-teal-900 dark:border-teal-300 dark:bg-teal-950 dark:text-teal-50"
                  : "border-red-700 bg-red-50 text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-100",
              )}
            >
              {result.message}
            </p>
          ) : null}
        </div>
        <div className="space-y-6">
          <PublicFormContext value={fields}>{children}</PublicFormContext>
          {note ? <p className="text-slate-700 dark:text-slate-300">{note}</p> : null}
          <SubmitButton busy={busy} busyLabel="Sending...">
            {submitLabel}
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}

/** The answer if it is this form's: a page may show more than one form. */
function answerFor(form: PublicFormName, data: unknown): PublicFormResult | undefined {
  const answer = data as PublicFormResult | undefined;
  return answer?.form === form ? answer : undefined;
}
