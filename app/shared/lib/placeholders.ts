/**
 * `{name}` placeholders in staff-editable wording (e.g. `© {year} {charity}`), filled in when the
 * page renders. Values are strings or React elements, never HTML built from the text, so what
 * staff type can only ever show as text.
 */
const placeholderPattern = /\{([a-zA-Z]+)\}/g;

/** The placeholder names a text uses, in order. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(placeholderPattern)].map((match) => match[1] ?? "");
}

/**
 * A zod refinement for wording whose component fills in only `allowed`: a misspelt placeholder
 * would otherwise show on the page as typed.
 */
export function onlyPlaceholders(allowed: readonly string[]) {
  const names = new Intl.ListFormat("en-GB").format(allowed.map((name) => `{${name}}`));
  return {
    check: (text: string) => placeholdersIn(text).every((name) => allowed.includes(name)),
    message: `Only ${names} can be filled in here: check the spelling inside the curly brackets.`,
  };
}

/** The text split around its placeholders, each replaced by its value; unknown ones stay as typed. */
export function fillPlaceholders<T>(text: string, values: Readonly<Record<string, T>>) {
  const parts: (string | T)[] = [];
  let last = 0;
  for (const match of text.matchAll(placeholderPattern)) {
    const name = match[1] ?? "";
    if (!Object.hasOwn(values, name)) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(values[name] as T);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** The same, for text that stays text (an alt text, a title attribute, a copyright line). */
export function fillPlaceholderText(text: string, values: Readonly<Record<string, string>>) {
  return fillPlaceholders(text, values).join("");
}
