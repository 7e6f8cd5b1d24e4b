import type { ReactNode } from "react";
import { type SectionFields, SectionShell } from "~/features/pages";
import { findCharityRegisterEntry } from "~/shared/site/charity-register";
import { detailLabels } from "~/shared/site/site-settings";
import { useSiteSettings } from "~/shared/site/use-site-settings";
import { findLatestDocument, governanceDocumentCategories } from "../page-documents";
import type { SiteDocument } from "../site-document";
import { DocumentLink } from "./document-link";

type GovernanceSectionProps = SectionFields<"governance"> & {
  /** The page's documents, newest first: the latest annual report and accounts come from them. */
  documents: readonly SiteDocument[];
  tone?: "plain" | "tinted";
};

const linkClass =
  "font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-950 dark:text-teal-300 dark:hover:text-teal-100";
const panelClass =
  "rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900";

/**
 * Who runs the charity, for funders checking it: the registered number linked to its
 * regulator's register, the trustees and the latest annual report and accounts. Each part shows
 * once Settings or the Documents tab hold it (a seeded example number never shows); with none,
 * the section is left out.
 */
export function GovernanceSection({
  id,
  title,
  intro,
  trusteesHeading,
  reportsHeading,
  documents,
  tone,
}: GovernanceSectionProps) {
  const { charityNumber, companyNumber, trustees } = useSiteSettings();
  const register = findCharityRegisterEntry(charityNumber);
  const reports = governanceDocumentCategories.flatMap((kind) => {
    const latest = findLatestDocument(documents, kind);
    return latest ? [latest] : [];
  });
  const parts: ReactNode[] = [];
  if (charityNumber) {
    parts.push(
      <div key="registration" className={panelClass}>
        <p className="text-lg text-slate-900 dark:text-white">
          {detailLabels.charityNumber} <strong>{charityNumber}</strong>
          {companyNumber ? (
            <>
              , {detailLabels.companyNumber.toLowerCase()} <strong>{companyNumber}</strong>
            </>
          ) : null}
        </p>
        {register ? (
          <p className="mt-2">
            <a href={register.url} rel="noopener noreferrer" target="_blank" className={linkClass}>
              See our entry on {register.registerName}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        ) : null}
      </div>,
    );
  }
  if (trustees.length > 0) {
    parts.push(
      <section key="trustees" aria-labelledby={`${id}-trustees`} className={panelClass}>
        <h3 id={`${id}-trustees`} className="text-xl font-bold text-slate-900 dark:text-white">
          {trusteesHeading}
        </h3>
        <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700 dark:text-slate-300">
          {trustees.map((name) => (
            <li key={name} className="break-words">
              {name}
            </li>
          ))}
        </ul>
      </section>,
    );
  }
  if (reports.length > 0) {
    parts.push(
      <section key="reports" aria-labelledby={`${id}-reports`} className={panelClass}>
        <h3 id={`${id}-reports`} className="text-xl font-bold text-slate-900 dark:text-white">
          {reportsHeading}
        </h3>
        <ul className="mt-3 space-y-5">
          {reports.map((document) => (
            <li key={document.id}>
              <DocumentLink document={document} idPrefix={`${id}-latest`} />
            </li>
          ))}
        </ul>
      </section>,
    );
  }
  if (parts.length === 0) return null;
  return (
    <SectionShell id={id} title={title} intro={intro} tone={tone}>
      <div className="grid max-w-3xl gap-4">{parts}</div>
    </SectionShell>
  );
}
