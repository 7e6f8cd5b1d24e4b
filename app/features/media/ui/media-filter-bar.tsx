import { Search } from "lucide-react";
import { useId } from "react";
import { Form, Link } from "react-router";
import { cn } from "~/shared/lib/class-names";
import {
  formatVocabularyLabel,
  type MediaCategory,
  mediaCategories,
} from "~/shared/site/vocabulary";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { inputClass } from "~/shared/ui/text-field";

// The same list as the upload and edit forms, so every file can be found by its category.
const filters = ["all", ...mediaCategories] as const;

type MediaFilterBarProps = {
  query: { category: MediaCategory | "all"; search: string };
  /** The link that shows this category, keeping the search. */
  hrefFor: (category: MediaCategory | "all") => string;
  /** Where the search goes: the tab the bar is on. */
  action: string;
  /** The tab's state the search form must keep (category, the page being edited...). */
  keep: readonly (readonly [string, string])[];
  className?: string;
};

/** Category chips and a search box over alt text, captions and file names. */
export function MediaFilterBar({ query, hrefFor, action, keep, className }: MediaFilterBarProps) {
  const searchId = useId();
  return (
    <div className={cn("space-y-4", className)}>
      <nav aria-label="Filter by category">
        <ul className="flex flex-wrap gap-2">
          {filters.map((category) => (
            <li key={category}>
              <Link
                to={hrefFor(category)}
                aria-current={query.category === category ? "page" : undefined}
                preventScrollReset
                className={cn(
                  "inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold",
                  query.category === category
                    ? "border-teal-800 bg-teal-800 text-white dark:border-teal-300 dark:bg-teal-300 dark:text-slate-950"
                    : "border-slate-300 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800",
                )}
              >
                {category === "all" ? "All" : formatVocabularyLabel(category)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form
        method="get"
        action={action}
        role="search"
        preventScrollReset
        className="flex max-w-xl gap-2"
      >
        {keep.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor={searchId} className="sr-only">
          Search alt text, captions and file names
        </label>
        <input
          id={searchId}
          // A new search from a link (a chip) replaces what was typed.
          key={query.search}
          type="search"
          name="q"
          defaultValue={query.search}
          placeholder="Search alt text, captions and file names"
          className={inputClass}
        />
        <button type="submit" className={cn(buttonBase, buttonStyles.secondary, "min-h-11 px-4")}>
          <Search aria-hidden="true" className="size-5" />
          <span className="sr-only sm:not-sr-only">Search</span>
        </button>
      </Form>
    </div>
  );
}
