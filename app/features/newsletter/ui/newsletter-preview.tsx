import { type RichTextDoc, RichTextView, richTextToPlainText } from "~/features/pages";
import { buildNewsletterFooter, sampleUnsubscribeLink } from "../newsletter-content";
import type { NewsletterPhoto } from "../newsletter-photo";

const bodyClass =
  "mt-4 space-y-4 break-words [&_h2]:pt-2 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-bold";

/**
 * The newsletter as subscribers will read it, drawn from what is typed (no round trip): the
 * subject, the photo with its alt text, the formatted text, and the end every newsletter has.
 * React escapes the words, as the email does; both read the same checked document.
 */
export function NewsletterPreview({
  charityName,
  subject,
  content,
  photo,
}: {
  charityName: string;
  subject: string;
  content: RichTextDoc;
  photo: NewsletterPhoto | null;
}) {
  return (
    <section
      aria-labelledby="newsletter-preview-heading"
      className="rounded-2xl bg-slate-100 p-4 sm:p-6 dark:bg-slate-800"
    >
      <h3 id="newsletter-preview-heading" className="text-xl font-bold">
        Preview
      </h3>
      <div className="mt-4 rounded-xl bg-white p-6 text-slate-800 shadow-sm dark:bg-slate-950 dark:text-slate-200">
        <p className="text-sm font-bold text-slate-700 dark:text-slate-300">{charityName}</p>
        <p className="mt-3 break-words text-xl font-bold">
          {subject.trim() || (
            <span className="text-slate-600 dark:text-slate-400">Your subject shows here</span>
          )}
        </p>
        {photo ? (
          <img
            src={photo.src}
            alt={photo.alt}
            width={photo.width ?? undefined}
            height={photo.height ?? undefined}
            className="mt-4 h-auto w-full rounded-lg"
          />
        ) : null}
        {richTextToPlainText(content) ? (
          <RichTextView value={content} className={bodyClass} />
        ) : (
          <p className="mt-4 text-slate-600 dark:text-slate-400">Your content shows here.</p>
        )}
        <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {buildNewsletterFooter(charityName, sampleUnsubscribeLink)}
        </p>
      </div>
    </section>
  );
}
