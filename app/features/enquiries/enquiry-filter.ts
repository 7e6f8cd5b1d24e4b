import {
  type EnquiryKind,
  type EnquiryStatus,
  enquiryKinds,
  enquiryStatuses,
} from "~/shared/site/enquiry-vocabulary";

/** What the Enquiries tab shows, read from its address (`?q=&kind=&status=&page=`). */
export type EnquiryFilter = {
  /** Words to find in a name, an email, a child's first name or a message; "" for all. */
  q: string;
  kind: EnquiryKind | null;
  status: EnquiryStatus | null;
  /** From 1. */
  page: number;
};

export const enquiriesPerPage = 50;
const longestSearch = 100;

const pick = <T extends string>(values: readonly T[], value: string | null) =>
  values.find((candidate) => candidate === value) ?? null;

/** The filter in an address; anything unknown or malformed means "all" (or the first page). */
export function readEnquiryFilter(params: URLSearchParams): EnquiryFilter {
  const page = Number(params.get("page"));
  return {
    q: (params.get("q") ?? "").trim().slice(0, longestSearch),
    kind: pick(enquiryKinds, params.get("kind")),
    status: pick(enquiryStatuses, params.get("status")),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address query of a filter, leaving out what is "all" and the first page. */
export function toEnquiryFilterParams(filter: EnquiryFilter) {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.kind) params.set("kind", filter.kind);
  if (filter.status) params.set("status", filter.status);
  if (filter.page > 1) params.set("page", String(filter.page));
  return params;
}
