import type { ToastMessage } from "~/shared/site/messages";

/** What the page editor's action answers: a toast, field errors, and where the page now stands. */
export type PageEditorResult = {
  ok: boolean;
  toast: ToastMessage;
  fieldErrors?: Partial<Record<string, string>>;
  /** The page's latest revision after this action: the next save starts from it. */
  headRevisionId?: string;
  revision?: { id: string; number: number };
  publishedRevisionId?: string | null;
  /** 409: someone saved after this editor opened the page. */
  conflict?: { revisionId: string; by: string; at: string };
};
