import { Download } from "lucide-react";
import { useId, useRef } from "react";
import { ConfirmedDownloadLink } from "~/features/accounts";
import { cn } from "~/shared/lib/class-names";
import { useSiteSettings } from "~/shared/site/use-site-settings";
import { useRemoval } from "~/shared/staff-shell/use-removal";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { type EnquiryFilter, enquiriesPerPage, toEnquiryFilterParams } from "../enquiry-filter";
import type { EnquirySummary } from "../enquiry-summary";
import { EnquiryCard } from "./enquiry-card";
import { EnquiryFilterForm } from "./enquiry-filter-form";
import { EnquiryPager } from "./enquiry-pager";

type EnquiriesPanelProps = {
  filter: EnquiryFilter;
  enquiries: readonly EnquirySummary[];
  /** How many match the filter, on every page. */
  total: number;
};

/** Contact messages and registrations from the public forms, newest first. */
export function EnquiriesPanel({ filter, enquiries, total }: EnquiriesPanelProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus goes to the list's heading when a deleted card goes.
  const removal = useRemoval(() => heading.current?.focus());
  const { retention } = useSiteSettings();
  const filtered = Boolean(filter.q || filter.kind || filter.status);
  // Every page of the current filter: the download holds all that match.
  const csvParams = toEnquiryFilterParams({ ...filter, page: 1 }).toString();
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-2xl font-bold">
          Enquiries
        </h2>
        <ConfirmedDownloadLink
          href={`/admin/enquiries.csv${csvParams ? `?${csvParams}` : ""}`}
          className={cn(buttonBase, buttonStyles.secondary, "min-h-10 gap-2 px-4 py-2 text-sm")}
        >
          <Download aria-hidden="true" className="size-4" />
          {filtered ? "Download these as CSV" : "Download all as CSV"}
        </ConfirmedDownloadLink>
      </div>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        Messages from the contact form and children registered by their parents. Reply by email,
        then mark each one done. Messages are deleted {retention.enquiryMonths} months after they
        are marked done, and registrations {retention.registrationMonths} months after their last
        change (see Settings).
      </p>
      <EnquiryFilterForm filter={filter} />
      <p role="status" className="mt-6 font-semibold">
        {describeCount(total, filtered)}
      </p>
      {enquiries.length > 0 ? (
        <ul className="mt-4 grid gap-4 lg:grid-cols-2">
          {enquiries.map((enquiry) => (
            <li key={enquiry.id} id={`enquiry-${enquiry.id}`} className="scroll-mt-4">
              <EnquiryCard enquiry={enquiry} removal={removal} />
            </li>
          ))}
        </ul>
      ) : total > 0 ? (
        <p className="mt-4">This page is past the end of the list.</p>
      ) : null}
      <EnquiryPager filter={filter} pageCount={Math.ceil(total / enquiriesPerPage)} />
    </section>
  );
}

function describeCount(total: number, filtered: boolean) {
  if (total === 0) {
    return filtered
      ? "No enquiries match. Try other words, or clear the filters."
      : "No enquiries yet. They arrive here from the contact and registration forms.";
  }
  const count = `${total} ${total === 1 ? "enquiry" : "enquiries"}`;
  return filtered ? `${count} ${total === 1 ? "matches" : "match"}.` : `${count} in all.`;
}
