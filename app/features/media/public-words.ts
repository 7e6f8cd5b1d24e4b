import { firstNames } from "~/shared/lib/first-names";
import { mediaMessages } from "./messages";

/** Lowercase, with punctuation and file-name separators (- _ .) read as spaces. */
function normalise(text: string) {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Words as a reader hears them: "Jack's" is one word, "football-match" two. */
function countWords(text: string) {
  return text.split(/[\s_.-]+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

// Names cameras and phones give their files: IMG_1234, DSC01234, PXL_2024…, VID-2024…-WA0001,
// _MG_1234 (Canon), GOPR0123, WhatsApp Image 2024-…, Screenshot 2024-…
const cameraFileName =
  /^(?:_mg|img|dsc[fn]?|pxl|vid|mvimg|mvi|pano|gopr|gp|dji|mov|sam)[ _-]?e?\d{3,}|^whatsapp\s+(?:image|video)\b|^screen ?shot[ _-]*\d/i;

const genericWords = new Set([
  "image",
  "images",
  "img",
  "photo",
  "photos",
  "photograph",
  "picture",
  "pictures",
  "pic",
  "pics",
  "video",
  "videos",
  "media",
  "media file",
  "file",
  "untitled",
  "screenshot",
]);

/** The file's name with and without its extension, alone or plus "image" (§5's default). */
function fileNameForms(fileName: string) {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const names = [base, base.replace(/\.[^.]+$/, "")].map(normalise).filter(Boolean);
  return new Set(names.flatMap((name) => [name, `${name} image`]));
}

/**
 * Why this alt text would not tell someone who cannot see the picture what it shows, as the
 * message to show beside the field; null when it is fine.
 */
export function findAltTextProblem(altText: string, fileName: string): string | null {
  const text = altText.trim();
  if (!text) return mediaMessages.publicWords.altTextMissing;
  const words = normalise(text);
  if (fileNameForms(fileName).has(words) || cameraFileName.test(text))
    return mediaMessages.publicWords.altTextFileName;
  if (genericWords.has(words.replace(/^(?:a|an|the) /, "")) || countWords(text) < 3)
    return mediaMessages.publicWords.altTextNotDescriptive;
  return null;
}

type Hit = { start: number; end: number };
type Word = Hit & { text: string };

// A word with apostrophes or hyphens inside (O'Brien, Smith-Jones), never at its ends.
const word = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/gu;
// Only spaces between the words of a name: a comma, full stop or new line ends it.
const nameGap = /^[^\S\r\n]+$/;

/** Capitalised and not all capitals, so headings in capitals are not read as names. */
function isCapitalised(text: string) {
  return /^\p{Lu}/u.test(text) && /\p{Ll}/u.test(text);
}

function isFirstName(text: string) {
  // The list is kept without accents: Zoë and Zoe are one name.
  const key = text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  return firstNames.has(key) || firstNames.has(key.replace(/-.*/, ""));
}

/** Runs of two or more capitalised words, from the first one that is a first name. */
function findCapitalisedNames(text: string): Hit[] {
  const runs: Word[][] = [];
  let previous: Word | undefined;
  for (const match of text.matchAll(word)) {
    const current = { text: match[0], start: match.index, end: match.index + match[0].length };
    if (!isCapitalised(current.text)) {
      previous = undefined;
      continue;
    }
    const run = previous && nameGap.test(text.slice(previous.end, current.start)) && runs.at(-1);
    if (run) run.push(current);
    else runs.push([current]);
    previous = current;
  }
  return runs.flatMap((run) => {
    const first = run.findIndex((candidate) => isFirstName(candidate.text));
    if (first === -1) return [];
    const [head, ...rest] = run.slice(first);
    const last = rest.at(-1);
    if (!head || !last) return [];
    // "Jack Smith's goal" names Jack Smith.
    const possessive = /['’]s$/.test(last.text) ? 2 : 0;
    return [{ start: head.start, end: last.end - possessive }];
  });
}

function escapeForRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/['’]/g, "['’]");
}

/** Where the known full names appear, in any case, as whole words. */
function findKnownNames(text: string, knownNames: readonly string[]): Hit[] {
  return knownNames.flatMap((name) => {
    const parts = name.trim().split(/\s+/);
    // A first name alone is what staff are asked to use.
    if (parts.length < 2) return [];
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{M}\\p{N}])${parts.map(escapeForRegExp).join("\\s+")}(?![\\p{L}\\p{M}\\p{N}])`,
      "giu",
    );
    return [...text.matchAll(pattern)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
    }));
  });
}

/**
 * Phrases in text that look like a person's full name: capitalised words starting with a common
 * first name ("Jack Smith"), and any of knownNames (e.g. from registrations). Each once, in the
 * order they appear; where two overlap, the one starting first (or longer) is kept.
 */
export function findPossibleFullNames(text: string, knownNames: readonly string[] = []): string[] {
  const hits = [...findCapitalisedNames(text), ...findKnownNames(text, knownNames)].sort(
    (a, b) => a.start - b.start || b.end - a.end,
  );
  const names = new Map<string, string>();
  let coveredTo = 0;
  for (const hit of hits) {
    if (hit.start < coveredTo) continue;
    coveredTo = hit.end;
    const name = text.slice(hit.start, hit.end).replace(/\s+/g, " ");
    if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  }
  return [...names.values()];
}

const listFormat = new Intl.ListFormat("en-GB", { type: "conjunction" });

/** The sentence staff see when findPossibleFullNames found something; empty when it did not. */
export function describeNameWarning(names: string[]): string {
  if (names.length === 0) return "";
  const quoted = listFormat.format(names.map((name) => `“${name}”`));
  return mediaMessages.publicWords.nameWarning(quoted, names.length);
}

export type PublicWordsProblem = { field: "altText" | "namesAcknowledged"; message: string };

/**
 * What must hold before a file is shown to visitors: alt text that describes it, and no possible
 * full name beside it unless staff ticked that they checked. Null when it may be published.
 */
export function checkPublicWords(words: {
  altText: string;
  caption: string | null;
  fileName: string;
  namesAcknowledged: boolean;
}): PublicWordsProblem | null {
  const altProblem = findAltTextProblem(words.altText, words.fileName);
  if (altProblem) return { field: "altText", message: altProblem };
  const names = findPossibleFullNames(`${words.altText}\n${words.caption ?? ""}`);
  if (names.length > 0 && !words.namesAcknowledged) {
    return { field: "namesAcknowledged", message: describeNameWarning(names) };
  }
  return null;
}

/** A form's tick in the name warning's box. */
export function readNamesAcknowledged(value: unknown) {
  return value === "true";
}
