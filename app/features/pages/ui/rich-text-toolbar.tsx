import { type ChainedCommands, type Editor, useEditorState } from "@tiptap/react";
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link,
  List,
  ListOrdered,
  type LucideIcon,
  TextQuote,
  Unlink,
} from "lucide-react";
import type { KeyboardEvent } from "react";

type RichTextToolbarProps = {
  editor: Editor;
  /** The editable area's id. */
  controls: string;
  /** Opens the link address field (the same as Ctrl+K in the text). */
  onLink: () => void;
};

const buttonClass =
  "inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-200 disabled:cursor-not-allowed disabled:opacity-40 aria-pressed:bg-teal-700 aria-pressed:text-white dark:text-slate-100 dark:hover:bg-slate-700 dark:aria-pressed:bg-teal-300 dark:aria-pressed:text-slate-950";

type ToolbarButtonProps = {
  label: string;
  shortcut?: string;
  icon: LucideIcon;
  /** Whether the format is on where the cursor is; absent for actions that are not toggles. */
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
};

function ToolbarButton({
  label,
  shortcut,
  icon: Icon,
  pressed,
  disabled,
  onClick,
}: ToolbarButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut}
      title={shortcut ? `${label} (${shortcut.replace("Control", "Ctrl")})` : label}
      disabled={disabled}
      onClick={onClick}
      className={buttonClass}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}

const arrowTargets: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Arrow keys, Home and End move between the buttons, as screen reader users expect of a toolbar;
 * every button also stays in the Tab order, which is how most staff will reach them.
 */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const target = arrowTargets[event.key];
  if (!target) return;
  const buttons = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>("button:not(:disabled)"),
  ];
  const index = buttons.indexOf(event.target as HTMLButtonElement);
  if (index === -1) return;
  event.preventDefault();
  buttons[target(index, buttons.length)]?.focus();
}

/**
 * One button per allowed format, each showing with `aria-pressed` whether its format applies where
 * the cursor is.
 */
export function RichTextToolbar({ editor, controls, onLink }: RichTextToolbarProps) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      heading2: current.isActive("heading", { level: 2 }),
      heading3: current.isActive("heading", { level: 3 }),
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      blockquote: current.isActive("blockquote"),
      link: current.isActive("link"),
    }),
  });
  // Every command gives the text its focus back, so typing carries on where it was. Tiptap's
  // focus() waits a frame; on a slow phone a key pressed meanwhile went to the toolbar instead.
  const run = (format: (chain: ChainedCommands) => ChainedCommands) => () => {
    format(editor.chain().focus()).run();
    editor.view.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label="Text formatting"
      aria-controls={controls}
      onKeyDown={moveFocus}
      className="flex flex-wrap gap-1 border-b border-slate-300 p-1.5 dark:border-slate-600"
    >
      <ToolbarButton
        label="Heading 2"
        icon={Heading2}
        shortcut="Control+Alt+2"
        pressed={active.heading2}
        onClick={run((chain) => chain.toggleHeading({ level: 2 }))}
      />
      <ToolbarButton
        label="Heading 3"
        icon={Heading3}
        shortcut="Control+Alt+3"
        pressed={active.heading3}
        onClick={run((chain) => chain.toggleHeading({ level: 3 }))}
      />
      <ToolbarButton
        label="Bold"
        icon={Bold}
        shortcut="Control+B"
        pressed={active.bold}
        onClick={run((chain) => chain.toggleBold())}
      />
      <ToolbarButton
        label="Italic"
        icon={Italic}
        shortcut="Control+I"
        pressed={active.italic}
        onClick={run((chain) => chain.toggleItalic())}
      />
      <ToolbarButton
        label="Bulleted list"
        icon={List}
        shortcut="Control+Shift+8"
        pressed={active.bulletList}
        onClick={run((chain) => chain.toggleBulletList())}
      />
      <ToolbarButton
        label="Numbered list"
        icon={ListOrdered}
        shortcut="Control+Shift+7"
        pressed={active.orderedList}
        onClick={run((chain) => chain.toggleOrderedList())}
      />
      <ToolbarButton
        label="Quote"
        icon={TextQuote}
        shortcut="Control+Shift+B"
        pressed={active.blockquote}
        onClick={run((chain) => chain.toggleBlockquote())}
      />
      <ToolbarButton
        label="Link"
        icon={Link}
        shortcut="Control+K"
        pressed={active.link}
        onClick={onLink}
      />
      <ToolbarButton
        label="Remove link"
        icon={Unlink}
        disabled={!active.link}
        onClick={run((chain) => chain.extendMarkRange("link").unsetLink())}
      />
    </div>
  );
}
