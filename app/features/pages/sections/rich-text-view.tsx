import type { ReactNode } from "react";
import {
  isAllowedLinkHref,
  type RichText,
  type RichTextBlock,
  type RichTextInline,
  type RichTextListItem,
  toRichTextDoc,
} from "../rich-text-document";

type RichTextViewProps = {
  value: RichText;
  /** Replaces the container's default look (text-section paragraphs) when given. */
  className?: string;
};

const defaultClass = "space-y-5 text-lg leading-relaxed text-slate-700 dark:text-slate-300";
const headingClass = "pt-2 font-bold tracking-tight text-slate-900 dark:text-white";
const linkClass =
  "font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-950 dark:text-teal-300 dark:hover:text-teal-100";
const listClass =
  "space-y-2 pl-6 marker:font-semibold marker:text-teal-700 dark:marker:text-teal-300";
const quoteClass =
  "space-y-5 border-l-4 border-amber-400 pl-5 italic text-slate-800 dark:border-amber-300 dark:text-slate-200";

/**
 * Formatted page text as React elements, never as HTML: every word is escaped by React, and only
 * the elements below exist. Plain strings (built-in copy) render as paragraphs.
 */
export function RichTextView({ value, className }: RichTextViewProps) {
  return (
    <div className={className ?? defaultClass}>{renderBlocks(toRichTextDoc(value).content)}</div>
  );
}

// Keys are positions: a document is rendered whole, never reordered in place.
function renderBlocks(blocks: readonly RichTextBlock[]): ReactNode[] {
  return blocks.map(renderBlock);
}

function renderListItem(item: RichTextListItem, key: number) {
  return (
    <li key={key} className="space-y-2 pl-1">
      {renderBlocks(item.content)}
    </li>
  );
}

function renderBlock(block: RichTextBlock, key: number): ReactNode {
  switch (block.type) {
    case "paragraph":
      return <p key={key}>{renderInline(block.content)}</p>;
    case "heading":
      return block.attrs.level === 2 ? (
        <h2 key={key} className={`${headingClass} text-2xl`}>
          {renderInline(block.content)}
        </h2>
      ) : (
        <h3 key={key} className={`${headingClass} text-xl`}>
          {renderInline(block.content)}
        </h3>
      );
    case "bulletList":
      return (
        <ul key={key} className={`${listClass} list-disc`}>
          {block.content.map(renderListItem)}
        </ul>
      );
    case "orderedList":
      return (
        <ol key={key} start={block.attrs?.start} className={`${listClass} list-decimal`}>
          {block.content.map(renderListItem)}
        </ol>
      );
    case "blockquote":
      return (
        <blockquote key={key} className={quoteClass}>
          {renderBlocks(block.content)}
        </blockquote>
      );
    default:
      // Only reachable with data that skipped the schema: show nothing rather than guess.
      return null;
  }
}

/** Text runs, consecutive runs under one link joined into one link (one stop for screen readers). */
function renderInline(content: readonly RichTextInline[] | undefined): ReactNode[] {
  const output: ReactNode[] = [];
  let key = 0;
  let linkHref: string | undefined;
  let linkRuns: ReactNode[] = [];
  const closeLink = () => {
    if (linkHref !== undefined) output.push(renderLink(linkHref, linkRuns, key++));
    linkHref = undefined;
    linkRuns = [];
  };
  for (const node of content ?? []) {
    if (node.type !== "text") {
      closeLink();
      if (node.type === "hardBreak") output.push(<br key={key++} />);
      continue;
    }
    let run: ReactNode = node.text;
    if (node.marks?.some((mark) => mark.type === "italic")) run = <em key={key++}>{run}</em>;
    if (node.marks?.some((mark) => mark.type === "bold")) run = <strong key={key++}>{run}</strong>;
    const href = node.marks?.find((mark) => mark.type === "link")?.attrs.href;
    if (href !== linkHref) closeLink();
    if (href === undefined) output.push(run);
    else {
      linkHref = href;
      linkRuns.push(run);
    }
  }
  closeLink();
  return output;
}

/** A link checked again here: a refused address keeps its words, unlinked. */
function renderLink(href: string, children: ReactNode[], key: number): ReactNode {
  if (!isAllowedLinkHref(href)) return <span key={key}>{children}</span>;
  const external = /^https?:/i.test(href);
  return (
    <a
      key={key}
      href={href}
      rel={external ? "noopener noreferrer" : undefined}
      className={linkClass}
    >
      {children}
    </a>
  );
}
