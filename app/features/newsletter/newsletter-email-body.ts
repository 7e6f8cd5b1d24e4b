import {
  isAllowedLinkHref,
  type RichTextBlock,
  type RichTextDoc,
  type RichTextInline,
} from "~/features/pages";
import { escapeHtml, type MailBody } from "~/shared/mail/mail-layout";
import type { NewsletterPhoto } from "./newsletter-photo";

/**
 * A newsletter's body as an email's two parts, from its checked rich-text document (ADR 0038).
 * No HTML is ever taken from staff: every word and attribute is escaped here, links pass
 * `isAllowedLinkHref` again (a refused one stays as its words), and every style is inline because
 * mail programs drop style sheets.
 */

/** The email's content column is 560 px wide less its padding. */
const photoMaxWidth = 512;

const styles = {
  p: "margin:0 0 16px",
  h2: "margin:24px 0 8px;font-size:20px;line-height:1.3",
  h3: "margin:20px 0 8px;font-size:17px;line-height:1.3",
  list: "margin:0 0 16px;padding-left:24px",
  li: "margin:0 0 4px",
  liParagraph: "margin:0",
  quote: "margin:0 0 16px;padding-left:12px;border-left:4px solid #d97706;font-style:italic",
  a: "color:#0f766e;text-decoration:underline",
  img: "display:block;width:100%;height:auto;border:0;border-radius:8px;margin:0 0 16px",
};

/** A link's address as sent: a path of this site becomes absolute; null when it is refused. */
export function toMailHref(href: string, origin: string): string | null {
  if (!isAllowedLinkHref(href)) return null;
  return href.startsWith("/") ? `${origin}${href}` : href;
}

type Context = { origin: string };

/** Runs with one address in a row, so a link half in bold is still one link. */
function groupLinks(content: readonly RichTextInline[] | undefined) {
  const groups: { href: string | null; nodes: RichTextInline[] }[] = [];
  for (const node of content ?? []) {
    const link =
      node.type === "text" ? node.marks?.find((mark) => mark.type === "link") : undefined;
    const href = link?.type === "link" ? link.attrs.href : null;
    const last = groups.at(-1);
    if (last && last.href === href) last.nodes.push(node);
    else groups.push({ href, nodes: [node] });
  }
  return groups;
}

function inlineHtml(content: readonly RichTextInline[] | undefined, context: Context) {
  return groupLinks(content)
    .map(({ href, nodes }) => {
      const words = nodes
        .map((node) => {
          if (node.type === "hardBreak") return "<br>";
          let html = escapeHtml(node.text);
          const types = new Set(node.marks?.map((mark) => mark.type));
          if (types.has("italic")) html = `<em>${html}</em>`;
          if (types.has("bold")) html = `<strong>${html}</strong>`;
          return html;
        })
        .join("");
      const address = href === null ? null : toMailHref(href, context.origin);
      return address === null
        ? words
        : `<a href="${escapeHtml(address)}" style="${styles.a}">${words}</a>`;
    })
    .join("");
}

function inlineText(content: readonly RichTextInline[] | undefined, context: Context) {
  return groupLinks(content)
    .map(({ href, nodes }) => {
      const words = nodes.map((node) => (node.type === "hardBreak" ? "\n" : node.text)).join("");
      const address = href === null ? null : toMailHref(href, context.origin);
      if (address === null || words.trim() === address) return address ?? words;
      return `${words} (${address})`;
    })
    .join("");
}

function blockHtml(block: RichTextBlock, context: Context, inList = false): string {
  switch (block.type) {
    case "paragraph":
      return `<p style="${inList ? styles.liParagraph : styles.p}">${inlineHtml(block.content, context)}</p>`;
    case "heading": {
      const tag = block.attrs.level === 2 ? "h2" : "h3";
      return `<${tag} style="${styles[tag]}">${inlineHtml(block.content, context)}</${tag}>`;
    }
    case "bulletList":
    case "orderedList": {
      const tag = block.type === "bulletList" ? "ul" : "ol";
      const start =
        block.type === "orderedList" && block.attrs?.start !== undefined
          ? ` start="${Number(block.attrs.start)}"`
          : "";
      const items = block.content
        .map(
          (item) =>
            `<li style="${styles.li}">${item.content.map((inner) => blockHtml(inner, context, true)).join("")}</li>`,
        )
        .join("");
      return `<${tag}${start} style="${styles.list}">${items}</${tag}>`;
    }
    case "blockquote":
      return `<blockquote style="${styles.quote}">${block.content.map((inner) => blockHtml(inner, context)).join("\n")}</blockquote>`;
    default:
      // Only reachable with data that skipped the schema: nothing rather than a guess.
      return "";
  }
}

/** Lines of one block; a heading is underlined, as plain-text mail has always marked them. */
function blockText(block: RichTextBlock, context: Context): string {
  switch (block.type) {
    case "paragraph":
      return inlineText(block.content, context);
    case "heading": {
      const words = inlineText(block.content, context);
      const rule = (block.attrs.level === 2 ? "=" : "-").repeat(Math.max(3, words.length));
      return `${words}\n${rule}`;
    }
    case "bulletList":
    case "orderedList": {
      const first = block.type === "orderedList" ? (block.attrs?.start ?? 1) : 0;
      return block.content
        .map((item, index) => {
          const marker = block.type === "orderedList" ? `${first + index}. ` : "- ";
          const inner = item.content.map((child) => blockText(child, context)).join("\n");
          return marker + inner.replaceAll("\n", `\n${" ".repeat(marker.length)}`);
        })
        .join("\n");
    }
    case "blockquote":
      return block.content
        .map((child) => blockText(child, context))
        .join("\n\n")
        .split("\n")
        .map((line) => `> ${line}`)
        .join("\n");
    default:
      return "";
  }
}

function photoHtml(photo: NewsletterPhoto, origin: string) {
  const width = Math.min(photo.width ?? photoMaxWidth, photoMaxWidth);
  const height =
    photo.width && photo.height
      ? ` height="${Math.round((width * photo.height) / photo.width)}"`
      : "";
  const src = escapeHtml(`${origin}${photo.src}`);
  return `<img src="${src}" alt="${escapeHtml(photo.alt)}" width="${width}"${height} style="${styles.img};max-width:${width}px">`;
}

/**
 * The body under the newsletter's subject: its photo, if any, then its text. `origin` is the
 * site's public address, for the photo and for links to this site's pages.
 */
export function renderNewsletterBody({
  doc,
  photo,
  origin,
}: {
  doc: RichTextDoc;
  photo: NewsletterPhoto | null;
  origin: string;
}): MailBody {
  const context = { origin };
  const blocks = doc.content.filter((block) => blockText(block, context).trim() !== "");
  const html = [
    ...(photo ? [photoHtml(photo, origin)] : []),
    ...blocks.map((block) => blockHtml(block, context)),
  ].join("\n");
  const text = [
    ...(photo?.alt ? [`[Photo: ${photo.alt}]`] : []),
    ...blocks.map((block) => blockText(block, context)),
  ].join("\n\n");
  return { html, text };
}
