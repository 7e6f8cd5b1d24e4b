import { AlertTriangle } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { cn } from "~/shared/lib/class-names";
import { useActionToast } from "~/shared/staff-shell/use-action-toast";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { checkPageContent } from "../page-content-checks";
import type { PageContent } from "../page-content-schema";
import type { PageEditorData } from "../page-editor-data";
import type { PageEditorResult } from "../page-editor-result";
import { ApprovalDecision } from "./approval-decision";
import { ApprovalStatus } from "./approval-status";
import { type ContentPath, sameContent, setAtPath } from "./content-editing";
import type { FieldMessages } from "./content-fields";
import { FigureTokensNote } from "./figure-tokens-note";
import { LayoutPicker } from "./layout-picker";
import { PageActionsBar } from "./page-actions-bar";
import { PageContentForm } from "./page-content-form";
import { pageEditorFetcherKey } from "./page-editor-fetcher-key";
import { PublishControls } from "./publish-controls";
import { RevisionHistory } from "./revision-history";
import { useUnsavedChangesGuard } from "./use-unsaved-changes-guard";

type PageEditorProps = {
  editor: PageEditorData;
  view: "content" | "layout";
  /** The editor's form posts here (the Pages tab's own route). */
  action: string;
  compareHref: (revisionId: string | null) => string;
};

const newRequestId = () => crypto.randomUUID();

/**
 * One page's words and layout, edited in the browser and sent whole. Each save carries the
 * revision it started from; the server answers 409 if someone saved in between, and the typed
 * text stays here. Each press of a button carries its own request id, so a double-click on
 * Publish publishes once.
 */
export function PageEditor({ editor, view, action, compareHref }: PageEditorProps) {
  const fetcher = useFetcher<PageEditorResult>({ key: pageEditorFetcherKey(editor.page.key) });
  const [draft, setDraft] = useState<PageContent>(editor.content);
  const [saved, setSaved] = useState({ content: editor.content, base: editor.headRevisionId });
  const [requestId, setRequestId] = useState(newRequestId);
  const [note, setNote] = useState("");
  const submitted = useRef<PageContent | null>(null);
  const result = useActionToast(fetcher) as PageEditorResult | undefined;
  const dirty = !sameContent(draft, saved.content);
  const busy = fetcher.state !== "idle";

  // Someone else's change, or a restore, became the latest: open it unless the text was edited.
  useEffect(() => {
    if (editor.headRevisionId === saved.base || dirty) return;
    setDraft(editor.content);
    setSaved({ content: editor.content, base: editor.headRevisionId });
  }, [editor.headRevisionId, editor.content, saved.base, dirty]);

  useEffect(() => {
    if (!result) return;
    setRequestId(newRequestId());
    if (result.ok && result.headRevisionId && submitted.current) {
      setSaved({ content: submitted.current, base: result.headRevisionId });
    }
  }, [result]);

  useUnsavedChangesGuard(dirty, editor.page.key);

  const send = (intent: string, extra: Record<string, string> = {}) => {
    // A restore's answer names the restored revision: the editor then opens its text (above).
    submitted.current = intent === "restore" ? null : draft;
    // React Router reports the outcome in its state and data, not through this promise.
    void fetcher.submit(
      {
        intent,
        page: editor.page.key,
        content: JSON.stringify(draft),
        baseRevisionId: saved.base ?? "",
        requestId,
        note,
        ...extra,
      },
      { method: "post", action },
    );
  };

  const change = (path: ContentPath, value: unknown) =>
    setDraft((current) => setAtPath(current, path, value));

  const messages = useMemo<FieldMessages>(() => {
    const warnings: Record<string, string> = {};
    for (const check of checkPageContent(draft, { placedImages: editor.placedImages })) {
      warnings[check.path] ??= check.message;
    }
    return { errors: result && !result.ok ? (result.fieldErrors ?? {}) : {}, warnings };
  }, [draft, result, editor.placedImages]);
  const imageWarning = messages.warnings.images;

  const fieldErrors = result && !result.ok ? result.fieldErrors : undefined;
  const { approval } = editor;

  return (
    <div className="space-y-8">
      {approval?.status === "pending" && editor.canApprove ? (
        <ApprovalDecision approval={approval} page={editor.page} action={action} />
      ) : approval ? (
        <ApprovalStatus approval={approval} pageKey={editor.page.key} />
      ) : null}
      <PublishStatus editor={editor} />
      {result?.conflict ? (
        <ConflictNotice
          conflict={result.conflict}
          route={editor.page.route}
          description={result.toast.description}
          busy={busy}
          onSaveAnyway={() => send("save", { force: "1" })}
        />
      ) : null}
      {imageWarning ? (
        <p className="rounded-xl border border-amber-400 bg-amber-50 p-4 font-semibold text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          Check: {imageWarning}
        </p>
      ) : null}
      {/* The action bar is the last child of the form's box: it sticks to the bottom of the
          screen while any part of the form is in view, and settles under it after. */}
      <div className="space-y-8">
        {view === "layout" ? (
          <LayoutPicker
            value={draft.layout ?? editor.page.defaultLayout}
            defaultLayout={editor.page.defaultLayout}
            onChange={(layout) =>
              change(["layout"], layout === editor.page.defaultLayout ? undefined : layout)
            }
          />
        ) : (
          <>
            <FigureTokensNote figures={editor.impactFigures} />
            <PageContentForm
              content={draft}
              builtIn={editor.builtIn}
              onChange={change}
              messages={messages}
            />
          </>
        )}
        <PageActionsBar
          editor={editor}
          dirty={dirty}
          busy={busy}
          scheduleError={fieldErrors?.publishAt}
          onSend={send}
        />
      </div>
      <PublishControls
        editor={editor}
        dirty={dirty}
        busy={busy}
        note={note}
        onNoteChange={setNote}
        onSend={send}
        onResetToBuiltIn={() => setDraft(editor.builtIn)}
      />
      <RevisionHistory
        editor={editor}
        busy={busy}
        compareHref={compareHref}
        onRestore={(revisionId) => send("restore", { revisionId })}
      />
    </div>
  );
}

function PublishStatus({ editor }: { editor: PageEditorData }) {
  const published = editor.revisions.find((revision) => revision.id === editor.publishedRevisionId);
  const latest = editor.revisions[0];
  return (
    <p className="text-slate-700 dark:text-slate-300">
      {published ? `Visitors see revision ${published.number}.` : "Visitors see the built-in text."}
      {latest && latest.id !== published?.id ? ` Revision ${latest.number} is a draft.` : ""}
      {editor.scheduled ? ` A revision is scheduled to publish at ${editor.scheduled.at}.` : ""}
    </p>
  );
}

type ConflictNoticeProps = {
  conflict: NonNullable<PageEditorResult["conflict"]>;
  route: string;
  description?: string;
  busy: boolean;
  onSaveAnyway: () => void;
};

function ConflictNotice({ conflict, route, description, busy, onSaveAnyway }: ConflictNoticeProps) {
  return (
    <div
      role="alert"
      className="space-y-3 rounded-2xl border-2 border-red-700 bg-red-50 p-5 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50"
    >
      <p className="flex items-center gap-2 text-lg font-bold">
        <AlertTriangle aria-hidden="true" className="size-5" />
        Someone else changed this page
      </p>
      <p>{description}</p>
      <div className="flex flex-wrap gap-3">
        <a
          href={`${route}?preview=${conflict.revisionId}`}
          target="_blank"
          rel="noreferrer"
          className={cn(buttonBase, buttonStyles.secondary, "min-h-10 px-4 py-2 text-sm")}
        >
          Open their version
        </a>
        <button
          type="button"
          disabled={busy}
          onClick={onSaveAnyway}
          className={cn(buttonBase, buttonStyles.primary, "min-h-10 px-4 py-2 text-sm")}
        >
          Save mine as a new draft anyway
        </button>
      </div>
    </div>
  );
}
