export { listPagesJobs } from "./jobs.server";
export { isPageApprovalRequired, setPageApprovalRequired } from "./page-approval-policy.server";
export { listPageApprovals } from "./page-approvals.server";
export { getPageContent } from "./page-content.server";
export { handlePageEditorAction } from "./page-editor-action.server";
export { loadPageEditor } from "./page-editor-data.server";
export { loadPreviewRevision } from "./page-preview.server";
export { readPublishedPageContent } from "./page-store.server";
