import type { loadPageEditor } from "~/content/page-editor-data.server";

/** What the Pages tab's loader sends for the page being edited. */
export type PageEditorData = Awaited<ReturnType<typeof loadPageEditor>>;
