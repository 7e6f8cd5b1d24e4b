import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { type RichTextDoc, RichTextField, toRichTextDoc } from "~/features/pages";
import type { ImageChoice } from "~/features/records";
import { cn } from "~/shared/lib/class-names";
import { useSiteSettings } from "~/shared/site/use-site-settings";
import { useActionToast } from "~/shared/staff-shell/use-action-toast";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { ConfirmDialog } from "~/shared/ui/confirm-dialog";
import { SelectField } from "~/shared/ui/select-field";
import { SubmitButton } from "~/shared/ui/submit-button";
import { TextField } from "~/shared/ui/text-field";
import type { NewsletterPhoto } from "../newsletter-photo";
import { newsletterFieldLimits, newsletterTemplates } from "../newsletter-vocabulary";
import { NewsletterPhotoInput } from "./newsletter-photo-input";
import { NewsletterPreview } from "./newsletter-preview";

type ComposeProps = {
  /** Library photos the newsletter may carry: those visitors may see on the website. */
  photoChoices: readonly { choice: ImageChoice; photo: NewsletterPhoto }[];
  subscribers: number;
  /** Why nothing can be sent now (mail or the site's address not set up), or null. */
  sendingProblem: string | null;
  /** A newsletter is still going out: another cannot start until it has finished. */
  sendingNow: boolean;
  staffEmail: string;
};

const templateOptions = newsletterTemplates.map(({ value, label }) => ({ value, label }));

/** The outline of a template as the editor's document; an empty paragraph for none. */
function starterOf(template: string): RichTextDoc {
  return toRichTextDoc(
    newsletterTemplates.find((candidate) => candidate.value === template)?.starter ?? "",
  );
}

const sameDoc = (a: RichTextDoc, b: RichTextDoc) => JSON.stringify(a) === JSON.stringify(b);

/** Why the Send button is off, said beside it; null when it is on. */
function findSendBlocker({
  sendingProblem,
  sendingNow,
  subscribers,
}: Pick<ComposeProps, "sendingProblem" | "sendingNow" | "subscribers">) {
  if (sendingProblem) return sendingProblem;
  if (sendingNow) return "Wait until the newsletter below has finished sending.";
  if (subscribers === 0) return "Nobody has confirmed a subscription yet.";
  return null;
}

function pluralSubscribers(count: number) {
  return `${count} ${count === 1 ? "subscriber" : "subscribers"}`;
}

/**
 * Write a newsletter: template, subject, formatted content (the page editor's, ADR 0013) and an
 * optional library photo, a live preview, a test to oneself and the real send after a
 * confirmation. The server checks every field; its messages show beside them, and what was
 * written stays in the form.
 */
export function NewsletterCompose({
  photoChoices,
  subscribers,
  sendingProblem,
  sendingNow,
  staffEmail,
}: ComposeProps) {
  const { charityName } = useSiteSettings();
  const fetcher = useFetcher();
  const form = useRef<HTMLFormElement>(null);
  const [template, setTemplate] = useState("");
  const [subject, setSubject] = useState("");
  const [content, setContent] = useState<RichTextDoc>(() => starterOf(""));
  const [photo, setPhoto] = useState<NewsletterPhoto | null>(null);
  const [confirming, setConfirming] = useState(false);
  const lastIntent = useRef<string | null>(null);
  const result = useActionToast(fetcher, () => {
    // Sent: a fresh form, so the same newsletter is not sent again by mistake.
    if (lastIntent.current !== "send") return;
    setTemplate("");
    setSubject("");
    setContent(starterOf(""));
    setPhoto(null);
  });
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const busy = fetcher.state !== "idle";
  const pendingIntent = busy ? fetcher.formData?.get("intent") : null;
  const cannotSend = findSendBlocker({ sendingProblem, sendingNow, subscribers });
  const testHintId = useId();
  const sendHintId = useId();

  useEffect(() => {
    if (result && !result.ok && result.fieldErrors) {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [result]);

  function chooseTemplate(next: string) {
    // Untouched text (nothing, or the last template's outline) gives way to the new outline.
    if (sameDoc(content, starterOf("")) || sameDoc(content, starterOf(template))) {
      setContent(starterOf(next));
    }
    setTemplate(next);
  }

  function send() {
    setConfirming(false);
    if (!form.current) return;
    const data = new FormData(form.current);
    data.set("intent", "send");
    lastIntent.current = "send";
    // React Router reports the outcome in its state and data, not through this promise.
    void fetcher.submit(data, { method: "post" });
  }

  return (
    <section aria-labelledby="newsletter-compose-heading">
      <h2 id="newsletter-compose-heading" className="text-2xl font-bold">
        Write a newsletter
      </h2>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">
        Format the text with the toolbar: headings, bold, lists and links. Choosing a template fills
        in its outline while the content is untouched. Every newsletter ends with a line saying why
        the reader gets it and a link to unsubscribe.
      </p>
      {sendingProblem ? (
        <p className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
          {sendingProblem}
        </p>
      ) : null}
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <fetcher.Form
          ref={form}
          method="post"
          noValidate
          aria-label="Write a newsletter"
          onSubmit={(event) => {
            const submitter = (event.nativeEvent as SubmitEvent).submitter;
            lastIntent.current = submitter instanceof HTMLButtonElement ? submitter.value : null;
          }}
          className="grid content-start gap-5"
        >
          <SelectField
            label="Template (required)"
            name="template"
            aria-required
            placeholder="Choose a template"
            options={templateOptions}
            value={template}
            onChange={(event) => chooseTemplate(event.target.value)}
            error={errors.template}
          />
          <TextField
            label="Subject (required)"
            name="subject"
            aria-required
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            maxLength={newsletterFieldLimits.subject}
            error={errors.subject}
          />
          <RichTextField
            label="Content (required)"
            value={content}
            onChange={(next) => setContent(toRichTextDoc(next))}
            error={errors.content}
          />
          <input type="hidden" name="content" value={JSON.stringify(content)} />
          <NewsletterPhotoInput
            choices={photoChoices}
            chosen={photo}
            onChange={setPhoto}
            error={errors.photoId}
          />
          <div className="flex flex-wrap gap-3">
            <SubmitButton
              name="intent"
              value="send-test"
              variant="secondary"
              busy={pendingIntent === "send-test"}
              busyLabel="Sending the test..."
              disabled={busy}
              aria-describedby={testHintId}
            >
              Send a test to me
            </SubmitButton>
            <button
              type="button"
              disabled={busy || cannotSend !== null}
              aria-describedby={cannotSend ? sendHintId : undefined}
              onClick={() => setConfirming(true)}
              className={cn(buttonBase, buttonStyles.primary)}
            >
              {pendingIntent === "send"
                ? "Starting..."
                : `Send to all ${pluralSubscribers(subscribers)}`}
            </button>
          </div>
          <p id={testHintId} className="text-sm text-slate-600 dark:text-slate-300">
            The test goes to {staffEmail} only.
          </p>
          {cannotSend ? (
            <p id={sendHintId} className="text-sm text-slate-600 dark:text-slate-300">
              {cannotSend}
            </p>
          ) : null}
        </fetcher.Form>
        <NewsletterPreview
          charityName={charityName}
          subject={subject}
          content={content}
          photo={photo}
        />
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Send to all ${pluralSubscribers(subscribers)}?`}
        confirmLabel="Send now"
        busy={busy}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      >
        <p>
          “{subject.trim() || "(no subject)"}” goes out to {pluralSubscribers(subscribers)} now, a
          few at a time. Once it has started it cannot be stopped. Send a test to yourself first if
          you have not yet.
        </p>
      </ConfirmDialog>
    </section>
  );
}
