import type { ImpactFigures } from "~/shared/site/impact-stats";
import type { PageLayout, PublicPageKey } from "~/shared/site/page-registry";
import type { PageApproval } from "./page-approval";
import type { PageContentChange } from "./page-content-diff";
import type { PageContent } from "./page-content-schema";
import type { RevisionSummary } from "./revision-summary";

/** What the Pages tab's loader sends for the page being edited (loadPageEditor). */
export type PageEditorData = {
  page: { key: PublicPageKey; title: string; route: string; defaultLayout: PageLayout };
  /** The built-in copy in `app/features/pages/pages/`. */
  builtIn: PageContent;
  headRevisionId: string | null;
  /** What the editor opens: the latest save, else the built-in copy. */
  content: PageContent;
  publishedRevisionId: string | null;
  publishedAt: string | null;
  publishedByEmail: string | null;
  scheduled: { revisionId: string; at: string } | null;
  revisions: RevisionSummary[];
  /** A revision compared with the published content, when asked for. */
  compare: { revisionId: string; number: number; changes: PageContentChange[] } | null;
  /** The photos placed on the page, for the "image without alt text" check. */
  placedImages: { label: string; alt: string }[];
  /** An editor's change waiting for an administrator, or sent back (ADR 0028). */
  approval: PageApproval | null;
  /** This person's Publish is Submit for approval; they cannot schedule or unpublish. */
  mustSubmit: boolean;
  /** This person may Approve or Send back a submission. */
  canApprove: boolean;
  /** What each figure token in the text shows visitors (figure-tokens.ts). */
  impactFigures: ImpactFigures;
};
