import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useRef, useState } from "react";
import { cn } from "~/shared/lib/class-names";
import { type RichTextDoc, richTextDocSchema, richTextLimits } from "../rich-text";
import { richTextExtensions } from "./rich-text-extensions";
import { RichTextLinkForm } from "./rich-text-link-form";
import { RichTextToolbar } from "./rich-text-toolbar";

type RichTextEditorProps = {
  /** The editable area's id. */
  id: string;
  /** The element that names the field (the editable area is not an input a label can point at). */
  labelId: string;
  value: RichTextDoc;
  /** Called with valid documents only: what the editor holds, checked by `richTextDocSchema`. */
  onChange: (doc: RichTextDoc) => void;
  describedBy?: string;
  invalid?: boolean;
};

// The page's own rules (Tailwind's reset removes them), close to what visitors will see.
const editableClass = cn(
  "min-h-52 rounded-b-xl px-4 py-3 text-base leading-relaxed text-slate-900 focus:outline-none focus:ring-2 focus:ring-teal-600 focus:ring-inset dark:text-slate-100",
  "[&>*+*]:mt-3 [&_blockquote>*+*]:mt-3 [&_li+li]:mt-1 [&_li>*+*]:mt-1",
  "[&_h2]:text-2xl [&_h2]:font-bold [&_h3]:text-xl [&_h3]:font-bold",
  "[&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-amber-400 [&_blockquote]:pl-4 [&_blockquote]:italic dark:[&_blockquote]:border-amber-300",
  "[&_a]:font-semibold [&_a]:text-teal-800 [&_a]:underline dark:[&_a]:text-teal-300",
);

/**
 * What the schema refused in the editor's document. The editor already stops typing at the
 * character limit and knows no other formats, so what is left is too much formatting or nesting.
 */
function describeProblem(issues: readonly { code: string; message: string }[]) {
  const custom = issues.find((issue) => issue.code === "custom");
  return (
    custom?.message ??
    `Lists and quotes can sit at most ${richTextLimits.nesting} deep inside one another: move this text out a level to save it.`
  );
}

/**
 * Formatted text for staff: shows the result as they type (no Markdown to learn) and offers only
 * the formats the site renders (ADR 0013). Loaded only by admin pages; it renders nothing until
 * the browser runs it (`immediatelyRender: false`), so server rendering stays safe.
 */
export function RichTextEditor({
  id,
  labelId,
  value,
  onChange,
  describedBy,
  invalid,
}: RichTextEditorProps) {
  const problemId = `${id}-problem`;
  const [problem, setProblem] = useState<string | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  // The last document loaded into the editor or sent out of it: a new `value` that differs from
  // it came from elsewhere (a reset, another revision) and replaces the editor's content.
  const known = useRef(JSON.stringify(value));

  const describedByIds = cn(describedBy, problem && problemId);
  const editor = useEditor({
    extensions: richTextExtensions,
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedByIds ? { "aria-describedby": describedByIds } : {}),
        ...(invalid || problem ? { "aria-invalid": "true" } : {}),
        class: editableClass,
      },
      // Typing keeps the caret clear of the sticky header and the editor's action bar.
      scrollMargin: { top: 96, bottom: 144, left: 5, right: 5 },
      scrollThreshold: { top: 96, bottom: 144, left: 0, right: 0 },
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
          event.preventDefault();
          setLinkOpen(true);
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => {
      const parsed = richTextDocSchema.safeParse(current.getJSON());
      if (!parsed.success) {
        setProblem(describeProblem(parsed.error.issues));
        return;
      }
      setProblem(null);
      known.current = JSON.stringify(parsed.data);
      onChange(parsed.data);
    },
  });

  useEffect(() => {
    const incoming = JSON.stringify(value);
    if (!editor || incoming === known.current) return;
    known.current = incoming;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  function applyLink(href: string) {
    if (!editor) return;
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive("link")) {
      // Nothing selected: the address itself becomes the linked words.
      chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] });
    } else {
      chain.extendMarkRange("link").setLink({ href });
    }
    chain.run();
    // At once, not a frame later as tiptap's focus(): the next key types in the text.
    editor.view.focus();
    setLinkOpen(false);
  }

  function closeLink() {
    setLinkOpen(false);
    editor?.view.focus();
  }

  return (
    <div
      className={cn(
        "rounded-xl border bg-white shadow-sm dark:bg-slate-900",
        invalid || problem
          ? "border-red-700 dark:border-red-400"
          : "border-slate-400 dark:border-slate-500",
      )}
    >
      {editor ? (
        <>
          <RichTextToolbar editor={editor} controls={id} onLink={() => setLinkOpen(true)} />
          {linkOpen ? (
            <RichTextLinkForm
              initialHref={editor.getAttributes("link").href ?? ""}
              onApply={applyLink}
              onCancel={closeLink}
            />
          ) : null}
          <EditorContent editor={editor} />
        </>
      ) : (
        // Holds the editor's place until the browser has started it, so nothing jumps.
        <div aria-hidden="true" className="min-h-66" />
      )}
      {problem ? (
        <p
          id={problemId}
          className="border-t border-slate-300 px-4 py-2 text-sm font-semibold text-red-700 dark:border-slate-600 dark:text-red-400"
        >
          {problem}
        </p>
      ) : null}
    </div>
  );
}
