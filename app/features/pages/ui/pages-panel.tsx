import type { ReactNode } from "react";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";
import { SubTabBar } from "~/shared/staff-shell/sub-tab-bar";
import type { PageEditorData } from "../page-editor-data";
import { PageEditor } from "./page-editor";
import { PagePicker } from "./page-picker";

export const pageEditorViews = [
  { key: "content", label: "Content" },
  { key: "images", label: "Images" },
  { key: "layout", label: "Layout" },
] as const;
export type PageEditorView = (typeof pageEditorViews)[number]["key"];

type PagesPanelProps = {
  editor: PageEditorData | null;
  view: PageEditorView;
  /**
   * The Images view, given by the tab: media's placements manager (the Page Images tab's), for
   * this page. Media builds on pages, so pages leaves a place for it rather than importing it.
   */
  imagesPanel: ReactNode;
};

const allPagesHeading = "All pages";

const pagesHref = (changes: Record<string, string>) =>
  adminTabPath("pages", new URLSearchParams(changes));

/** §2 Pages tab: choose a page, then edit its words, its images or its layout. */
export function PagesPanel({ editor, view, imagesPanel }: PagesPanelProps) {
  const hrefFor = (page: string) => pagesHref({ page, view });
  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      {editor ? (
        <>
          {/* On a phone the chosen page's editor comes first, with the list folded away. */}
          <details className="rounded-xl border border-slate-300 p-3 lg:hidden dark:border-slate-600">
            <summary className="min-h-11 cursor-pointer content-center font-semibold">
              Choose another page
            </summary>
            <PagePicker
              selected={editor.page.key}
              hrefFor={hrefFor}
              heading={allPagesHeading}
              className="mt-3"
            />
          </details>
          <PagePicker
            selected={editor.page.key}
            hrefFor={hrefFor}
            heading={allPagesHeading}
            className="hidden lg:block"
          />
        </>
      ) : null}
      {editor ? (
        <div className="min-w-0 space-y-6">
          <div>
            <h2 className="text-2xl font-bold">{editor.page.title}</h2>
            <p className="text-slate-600 dark:text-slate-300">
              <a href={editor.page.route} target="_blank" rel="noreferrer" className="underline">
                {editor.page.route}
                <span className="sr-only"> (opens the public page in a new tab)</span>
              </a>
            </p>
          </div>
          <SubTabBar
            label={`${editor.page.title}: parts to edit`}
            tabs={pageEditorViews}
            active={view}
            hrefFor={(next) => pagesHref({ page: editor.page.key, view: next })}
          />
          {view === "images" ? imagesPanel : null}
          {/* Content and Layout share one draft; it stays mounted (hidden) under Images, so
              switching between the three never loses typed text. */}
          <div hidden={view === "images"}>
            <PageEditor
              key={editor.page.key}
              editor={editor}
              view={view === "layout" ? "layout" : "content"}
              action={pagesHref({ page: editor.page.key })}
              compareHref={(revision) =>
                pagesHref({
                  page: editor.page.key,
                  view,
                  ...(revision ? { compare: revision } : {}),
                })
              }
            />
          </div>
        </div>
      ) : (
        <>
          {/* The tab's heading first, so the list's categories come under it; on a laptop the
              list still shows on the left. */}
          <div className="space-y-3 lg:col-start-2">
            <h2 className="text-2xl font-bold">Pages</h2>
            <p className="max-w-2xl text-slate-700 dark:text-slate-300">
              Choose a page to edit its words, its images and its layout. Changes are saved as
              drafts that only staff can preview, until you publish them.
            </p>
          </div>
          <PagePicker selected={null} hrefFor={hrefFor} className="lg:col-start-1 lg:row-start-1" />
        </>
      )}
    </div>
  );
}
