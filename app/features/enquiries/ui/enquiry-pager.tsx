import { Link } from "react-router";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";
import { type EnquiryFilter, toEnquiryFilterParams } from "../enquiry-filter";

/** Previous and next pages of the list, the filter kept; shown only when there is more than one. */
export function EnquiryPager({ filter, pageCount }: { filter: EnquiryFilter; pageCount: number }) {
  if (pageCount <= 1) return null;
  const pageHref = (page: number) =>
    adminTabPath("enquiries", toEnquiryFilterParams({ ...filter, page }));
  const linkClass = "inline-flex min-h-11 items-center font-semibold underline";
  return (
    <nav aria-label="Pages of enquiries" className="mt-6 flex flex-wrap items-center gap-6">
      {filter.page > 1 ? (
        <Link to={pageHref(filter.page - 1)} className={linkClass}>
          Previous page
        </Link>
      ) : null}
      <p>
        Page {filter.page} of {pageCount}
      </p>
      {filter.page < pageCount ? (
        <Link to={pageHref(filter.page + 1)} className={linkClass}>
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
