import { type FormEvent, useState } from "react";
import { checkPublicWords, findPossibleFullNames, type PublicWordsProblem } from "../public-words";

/**
 * For a form that publishes a file: the possible full names in its alt text and caption as staff
 * type (for the name warning), and the same check the server makes, run before sending.
 */
export function usePublicWords(initial?: { altText: string; caption: string | null }) {
  const [names, setNames] = useState<string[]>(() =>
    initial ? findPossibleFullNames(`${initial.altText}\n${initial.caption ?? ""}`) : [],
  );
  const [problem, setProblem] = useState<PublicWordsProblem | null>(null);
  const read = (form: HTMLFormElement) => {
    const fields = new FormData(form);
    return {
      altText: String(fields.get("altText") ?? ""),
      caption: String(fields.get("caption") ?? "") || null,
      namesAcknowledged: fields.get("namesAcknowledged") === "true",
    };
  };
  return {
    names,
    problem,
    onInput: (event: FormEvent<HTMLFormElement>) => {
      const { altText, caption } = read(event.currentTarget);
      const found = findPossibleFullNames(`${altText}\n${caption ?? ""}`);
      // A new array every keystroke would re-announce the same warning.
      if (found.join("\n") !== names.join("\n")) setNames(found);
      setProblem(null);
    },
    /** The problem with the form as it stands (also shown beside its field), or null. */
    check: (form: HTMLFormElement, fileName: string) => {
      const found = checkPublicWords({ ...read(form), fileName });
      setProblem(found);
      if (found) form.querySelector<HTMLElement>(`[name="${found.field}"]`)?.focus();
      return found;
    },
    reset: () => {
      setNames([]);
      setProblem(null);
    },
  };
}
