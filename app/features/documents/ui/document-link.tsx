import { FileText } from "lucide-react";
import { formatDay, toUkDateString } from "~/shared/lib/format-date-time";
import { describeDocumentFile } from "~/shared/site/document-types";
import type { SiteDocument } from "../site-document";

const linkClass =
  "inline-flex items-start gap-2 text-lg font-bold text-teal-800 underline underline-offset-4 hover:text-teal-950 dark:text-teal-300 dark:hover:text-teal-100";

/**
 * One document to download: its title as the link, then what the file is and when it was
 * added (read with the link by screen readers), then what it is about.
 */
export function DocumentLink({ document, idPrefix }: { document: SiteDocument; idPrefix: string }) {
  const aboutId = `${idPrefix}-${document.id}-file`;
  const day = toUkDateString(new Date(document.addedAt));
  return (
    <div className="space-y-1">
      <a href={document.path} download aria-describedby={aboutId} className={linkClass}>
        <FileText aria-hidden="true" className="mt-1 size-5 shrink-0" />
        <span className="break-words">{document.title}</span>
      </a>
      <p id={aboutId} className="text-sm text-slate-700 dark:text-slate-300">
        {`${describeDocumentFile(document.fileSize)}, added `}
        <time dateTime={day}>{formatDay(day)}</time>
      </p>
      <p className="break-words text-slate-700 dark:text-slate-300">{document.description}</p>
    </div>
  );
}
