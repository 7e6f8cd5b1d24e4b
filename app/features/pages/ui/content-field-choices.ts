import { publicPages } from "~/shared/site/page-registry";
import { contentIconNames, formatVocabularyLabel } from "~/shared/site/vocabulary";
import { callsToAction } from "../calls-to-action";

/** The fields that are a choice from a list, and their choices, by field name. */
export type Choice = { value: string; label: string };

export function choicesFor(name: string): readonly Choice[] | null {
  switch (name) {
    case "icon":
      return [
        { value: "", label: "No icon" },
        ...contentIconNames.map((icon) => ({ value: icon, label: formatVocabularyLabel(icon) })),
      ];
    case "page":
      return [
        { value: "", label: "No link" },
        ...publicPages.map((page) => ({ value: page.key, label: `${page.title} (${page.route})` })),
      ];
    case "cta":
      return Object.entries(callsToAction).map(([key, action]) => ({
        value: key,
        label: action.label,
      }));
    case "variant":
      return [
        { value: "", label: "Main button" },
        { value: "secondary", label: "Outline button" },
      ];
    case "columns":
      return [
        { value: "", label: "Automatic" },
        { value: "2", label: "2" },
        { value: "3", label: "3" },
        { value: "4", label: "4" },
      ];
    default:
      return null;
  }
}
