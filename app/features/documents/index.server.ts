export { findSiteDocument, listDocumentsOf, listLibraryDocuments } from "./documents.server";
export { linkSafeguardingPolicy } from "./safeguarding-policy.server";
