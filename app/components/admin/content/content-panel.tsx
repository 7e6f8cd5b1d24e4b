import { useEffect, useId, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { adminTabPath } from "~/admin/admin-tabs";
import { buttonBase, buttonStyles } from "~/components/ui/button-styles";
import { inputClass } from "~/components/ui/text-field";
import type { PageEditorResult } from "~/content/page-editor-result";
import { getPage } from "~/content/page-registry";
import { quickContentPages } from "~/content/quick-content-pages";
import { cn } from "~/lib/class-names";
import { useActionToast } from "../use-action-toast";

type QuickContent = {
  page: string;
  route: string;
  headRevisionId: string | null;
  title: string;
  heroTitle: string;
  heroSubtitle: string;
  content: string;
  hasFormatting: boolean;
};

/**
 * §2 Content tab: a quick editor for eight main pages' title, hero and main text. Saving
 * publishes at once, as a new revision of the same store the Pages tab edits.
 */
export function ContentPanel({ content }: { content: QuickContent | null }) {
  const navigate = useNavigate();
  const pageId = useId();
  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <h2 className="text-2xl font-bold">Content</h2>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          Change a main page's headline and text quickly. Saving publishes at once: visitors see the
          change straight away, together with any draft of that page saved in the Pages tab. For
          drafts, previews, sections and formatting, use the Pages tab.
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
        <QuickContentForm key={`${content.page}-${content.headRevisionId}`} content={content} />
      ) : (
        <button type="button" disabled className={cn(buttonBase, buttonStyles.primary)}>
          Save
        </button>
      )}
    </div>
  );
}

function QuickContentForm({ content }: { content: QuickContent }) {
  const fetcher = useFetcher<PageEditorResult>();
  const result = useActionToast(fetcher) as PageEditorResult | undefined;
  const [text, setText] = useState(content.content);
  const ids = { title: useId(), heroTitle: useId(), heroSubtitle: useId(), content: useId() };
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const [base, setBase] = useState(content.headRevisionId);
  useEffect(() => {
    if (result?.ok && result.headRevisionId) setBase(result.headRevisionId);
  }, [result]);
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
    <fetcher.Form method="post" className="space-y-5">
      <input type="hidden" name="intent" value="quick-content" />
      <input type="hidden" name="page" value={content.page} />
      <input type="hidden" name="baseRevisionId" value={base ?? ""} />
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
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className={cn(buttonBase, buttonStyles.primary)}
      >
        {fetcher.state !== "idle" ? "Saving..." : "Save"}
      </button>
    </fetcher.Form>
  );
}
