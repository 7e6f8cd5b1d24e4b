export { documentMessages } from "./messages";
export { listDocumentCategoriesShown } from "./page-documents";
export type { SiteDocument } from "./site-document";
export { DownloadsSection } from "./ui/downloads-section";
export { GovernanceSection } from "./ui/governance-section";
export type { PolicyDocumentChoice } from "./ui/policy-document-field";
export { PolicyDocumentField } from "./ui/policy-document-field";
