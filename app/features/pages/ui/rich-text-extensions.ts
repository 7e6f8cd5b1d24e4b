import Blockquote from "@tiptap/extension-blockquote";
import Bold from "@tiptap/extension-bold";
import Document from "@tiptap/extension-document";
import HardBreak from "@tiptap/extension-hard-break";
import Heading from "@tiptap/extension-heading";
import Italic from "@tiptap/extension-italic";
import Link from "@tiptap/extension-link";
import { BulletList, ListItem, ListKeymap, OrderedList } from "@tiptap/extension-list";
import Paragraph from "@tiptap/extension-paragraph";
import Text from "@tiptap/extension-text";
import { CharacterCount, UndoRedo } from "@tiptap/extensions";
import { isAllowedLinkHref, richTextLimits } from "../rich-text";

/**
 * Exactly the formats `richTextDocSchema` allows (ADR 0013), nothing else: pasted or typed content
 * of any other kind (tables, images, fonts, colours, scripts) has no node to become and is dropped,
 * keeping its words. The editor and its tests build TipTap from this one list.
 */
export const richTextExtensions = [
  Document,
  Paragraph,
  Text,
  Heading.configure({ levels: [2, 3] }).extend({
    // Word and web pages use every level: a pasted title becomes level 2, smaller ones level 3.
    parseHTML() {
      return ([1, 2, 3, 4, 5, 6] as const).map((level) => ({
        tag: `h${level}`,
        attrs: { level: level <= 2 ? 2 : 3 },
      }));
    },
  }),
  Bold,
  Italic,
  BulletList,
  OrderedList,
  ListItem,
  ListKeymap,
  Blockquote,
  HardBreak,
  Link.configure({
    openOnClick: false,
    defaultProtocol: "https",
    // Stored links carry their address only; the public renderer decides rel and never a target.
    HTMLAttributes: { target: null, rel: null, class: null },
    // Checked when HTML is parsed (paste, load) and when a link is set: a refused address leaves
    // its words as plain text.
    isAllowedUri: (url) => isAllowedLinkHref(url),
  }),
  UndoRedo,
  // Counts a line break as a character too, so it stops typing before the schema's limit is hit.
  CharacterCount.configure({ limit: richTextLimits.characters }),
];
