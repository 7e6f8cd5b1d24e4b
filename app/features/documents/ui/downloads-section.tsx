import { type SectionFields, SectionShell } from "~/features/pages";
import type { SiteDocument } from "../site-document";
import { DocumentLink } from "./document-link";

type DownloadsSectionProps = SectionFields<"downloads"> & {
  /** The page's documents, newest first: this section shows those of its kinds. */
  documents: readonly SiteDocument[];
  tone?: "plain" | "tinted";
};

/**
 * The Documents tab's PDFs of this section's kinds, newest first. Left out while there are
 * none: an empty list of downloads tells a visitor nothing they can act on.
 */
export function DownloadsSection({
  id,
  title,
  intro,
  categories,
  documents,
  tone,
}: DownloadsSectionProps) {
  const shown = documents.filter((document) => categories.includes(document.category));
  if (shown.length === 0) return null;
  return (
    <SectionShell id={id} title={title} intro={intro} tone={tone}>
      <ul className="grid max-w-3xl gap-4">
        {shown.map((document) => (
          <li
            key={document.id}
            className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
          >
            <DocumentLink document={document} idPrefix={id} />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
