import { useId, useState } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { cn } from "~/shared/lib/class-names";
import { formatDateTime } from "~/shared/lib/format-date-time";
import type { ImpactFigures } from "~/shared/site/impact-stats";
import { getPage } from "~/shared/site/page-registry";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";
import { useActionToast } from "~/shared/staff-shell/use-action-toast";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { inputClass } from "~/shared/ui/text-field";
import type { PageApproval } from "../page-approval";
import type { PageEditorResult } from "../page-editor-result";
import { quickContentPages } from "../quick-content-pages";
import { ApprovalStatus } from "./approval-status";
import { FigureTokensNote } from "./figure-tokens-note";

type QuickContent = {
  page: string;
  route: string;
  headRevisionId: string | null;
  title: string;
  heroTitle: string;
  heroSubtitle: string;
  content: string;
  hasFormatting: boolean;
  draft: { savedAt: string; savedByEmail: string | null; otherChanges: string[] } | null;
  approval: PageApproval | null;
  mustSubmit: boolean;
  impactFigures: ImpactFigures;
};

/**
 * §2 Content tab: a quick editor for eight main pages' title, hero and main text. It edits the
 * page's latest words, the same draft as the Pages tab, and says when they are a draft; Publish
 * publishes exactly what is on screen (ADR 0028).
 */
export function ContentPanel({ content }: { content: QuickContent | null }) {
  const navigate = useNavigate();
  const pageId = useId();
  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <h2 className="text-2xl font-bold">Content</h2>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          Change a main page's headline and text quickly. These are the same words as the page's
          draft in the Pages tab: Save Changes keeps them for staff, Publish shows visitors exactly
          what is below. For previews, sections, pictures and formatting, use the Pages tab.
        </p>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={pageId} className="block font-semibold">
          Page
        </label>
        <select
          id={pageId}
          value={content?.page ?? ""}
          onChange={(event) =>
            navigate(
              adminTabPath(
                "content",
                event.target.value ? new URLSearchParams({ page: event.target.value }) : undefined,
              ),
              { replace: true, preventScrollReset: true },
            )
          }
          className={inputClass}
        >
          <option value="">Choose a page</option>
          {quickContentPages.map((key) => (
            <option key={key} value={key}>
              {getPage(key).title}
            </option>
          ))}
        </select>
      </div>
      {content ? (
        <QuickContentForm key={content.page} content={content} />
      ) : (
        <div className="flex flex-wrap gap-3">
          <button type="button" disabled className={cn(buttonBase, buttonStyles.secondary)}>
            Save Changes
          </button>
          <button type="button" disabled className={cn(buttonBase, buttonStyles.primary)}>
            Publish
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * One page's form. Keyed by the page alone: its fetcher must outlive the new revision its own Save
 * or Publish makes. Keyed by that revision too, it was replaced when the router rendered the
 * action's answer and the reloaded page together (React joins the two transitions on a busy
 * machine), and the answer's toast never showed (CI, 2026-12-01).
 */
function QuickContentForm({ content }: { content: QuickContent }) {
  const fetcher = useFetcher<PageEditorResult>();
  const result = useActionToast(fetcher) as PageEditorResult | undefined;
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const pressed = fetcher.state === "idle" ? null : fetcher.formData?.get("button");
  const hidden = content.draft?.otherChanges ?? [];
  const hiddenId = useId();
  const publishLabel = content.mustSubmit ? "Submit for approval" : "Publish";
  return (
    <fetcher.Form method="post" className="space-y-5">
      {content.approval ? (
        <ApprovalStatus approval={content.approval} pageKey={content.page} linkToPages />
      ) : null}
      {content.draft ? (
        <DraftNotice page={content.page} draft={content.draft} hiddenId={hiddenId} />
      ) : null}
      {/* A refusal that is not about one field (someone saved meanwhile) stays in view. */}
      {result && !result.ok && !result.fieldErrors ? (
        <p
          role="alert"
          className="rounded-2xl border-2 border-red-700 bg-red-50 p-5 font-semibold text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50"
        >
          {result.toast.description}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="quick-content" />
      <input type="hidden" name="page" value={content.page} />
      <FigureTokensNote figures={content.impactFigures} />
      {/* The fields show one revision: a newer one, saved here or elsewhere, replaces them. */}
      <QuickContentFields key={content.headRevisionId} content={content} errors={errors} />
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="button"
          value="save"
          disabled={pressed !== null}
          className={cn(buttonBase, buttonStyles.secondary)}
        >
          {pressed === "save" ? "Saving..." : "Save Changes"}
        </button>
        <button
          type="submit"
          name="button"
          value="publish"
          disabled={pressed !== null || hidden.length > 0}
          aria-describedby={hidden.length > 0 ? hiddenId : undefined}
          className={cn(buttonBase, buttonStyles.primary)}
        >
          {pressed === "publish"
            ? content.mustSubmit
              ? "Submitting..."
              : "Publishing..."
            : publishLabel}
        </button>
      </div>
    </fetcher.Form>
  );
}

type QuickContentFieldsProps = {
  content: QuickContent;
  errors: Partial<Record<string, string>>;
};

/** The page's words as one revision holds them, sent with that revision as the edit's base. */
function QuickContentFields({ content, errors }: QuickContentFieldsProps) {
  const [text, setText] = useState(content.content);
  const ids = { title: useId(), heroTitle: useId(), heroSubtitle: useId(), content: useId() };
  const field = (name: keyof typeof ids, label: string, defaultValue: string) => (
    <div className="space-y-1.5">
      <label htmlFor={ids[name]} className="block font-semibold">
        {label}
      </label>
      <input
        id={ids[name]}
        name={name}
        type="text"
        defaultValue={defaultValue}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${ids[name]}-error` : undefined}
        className={inputClass}
      />
      {errors[name] ? (
        <p
          id={`${ids[name]}-error`}
          className="text-sm font-semibold text-red-700 dark:text-red-400"
        >
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <>
      <input type="hidden" name="baseRevisionId" value={content.headRevisionId ?? ""} />
      {field("title", "Title", content.title)}
      {field("heroTitle", "Hero title", content.heroTitle)}
      {field("heroSubtitle", "Hero subtitle", content.heroSubtitle)}
      <div className="space-y-1.5">
        <label htmlFor={ids.content} className="block font-semibold">
          Content
        </label>
        {content.hasFormatting ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            This text has formatting from the Pages tab; changing it here makes it plain paragraphs.
          </p>
        ) : null}
        <textarea
          id={ids.content}
          name="content"
          rows={8}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={errors.content ? true : undefined}
          className={inputClass}
        />
        {errors.content ? (
          <p className="text-sm font-semibold text-red-700 dark:text-red-400">{errors.content}</p>
        ) : null}
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <span className="font-semibold">Preview:</span> {text.slice(0, 100)}
          {text.length > 100 ? "…" : ""}
        </p>
      </div>
    </>
  );
}

type DraftNoticeProps = {
  page: string;
  draft: NonNullable<QuickContent["draft"]>;
  /** The id of the list of changes this tab cannot show, which keeps Publish disabled. */
  hiddenId: string;
};

/** The fields below are an unpublished draft: whose, from when, and what this tab cannot show. */
function DraftNotice({ page, draft, hiddenId }: DraftNoticeProps) {
  const pagesHref = adminTabPath("pages", new URLSearchParams({ page }));
  return (
    <div className="space-y-3 rounded-2xl border-2 border-amber-600 bg-amber-50 p-5 text-amber-950 dark:border-amber-300 dark:bg-amber-950 dark:text-amber-50">
      <p>
        <span className="font-bold">This page has changes not yet published</span>, saved on{" "}
        {formatDateTime(draft.savedAt)} by {draft.savedByEmail ?? "someone"}: they are shown below.{" "}
        <Link to={pagesHref} className="font-semibold underline">
          Open the draft in the Pages tab
        </Link>
      </p>
      {draft.otherChanges.length > 0 ? (
        <div id={hiddenId} className="space-y-2">
          <p className="font-semibold">
            The draft also changes parts this tab does not show, so it can only be published from
            the Pages tab, where you can see them:
          </p>
          <ul className="list-disc space-y-1 pl-6">
            {draft.otherChanges.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
