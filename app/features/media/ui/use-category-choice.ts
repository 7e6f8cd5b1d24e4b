import { useState } from "react";
import { suggestMediaCategory } from "~/features/pages";
import { isMediaCategory, type MediaCategory } from "~/shared/site/vocabulary";

/**
 * An upload form's category: the chosen page's subject (Football → football) until staff pick
 * one by hand, which then stays whatever page they choose.
 */
export function useCategoryChoice(page: string) {
  const [chosen, setChosen] = useState<MediaCategory | null>(null);
  return {
    value: chosen ?? suggestMediaCategory(page),
    choose: (value: string) => setChosen(isMediaCategory(value) ? value : null),
  };
}
