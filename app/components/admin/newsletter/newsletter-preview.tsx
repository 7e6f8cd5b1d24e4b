import {
  buildNewsletterFooter,
  sampleUnsubscribeLink,
  splitParagraphs,
} from "~/newsletter/newsletter-content";

/**
 * The newsletter as subscribers will read it, drawn from what is typed (no round trip), split
 * into paragraphs and ended as every newsletter is. React escapes the text, as the email does.
 */
export function NewsletterPreview({
  charityName,
  subject,
  content,
}: {
  charityName: string;
  subject: string;
  content: string;
}) {
  const paragraphs = splitParagraphs(content);
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
        {paragraphs.length > 0 ? (
          paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: typed text in order; two paragraphs may read the same.
            <p key={index} className="mt-4 whitespace-pre-line break-words">
              {paragraph}
            </p>
          ))
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
