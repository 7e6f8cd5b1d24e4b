import { Search } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { cn } from "~/shared/lib/class-names";
import { pageCategories, publicPages } from "~/shared/site/page-registry";
import { inputClass } from "~/shared/ui/text-field";

const categoryLabels: Record<(typeof pageCategories)[number], string> = {
  about: "About",
  deliver: "What we deliver",
  offer: "What we offer",
  main: "Main pages",
  engagement: "Get involved",
  legal: "Legal",
};

type PagePickerProps = {
  selected: string | null;
  hrefFor: (pageKey: string) => string;
  /**
   * Read, not shown: beside a page's editor no heading comes before the list, so without one its
   * categories would be read as part of the heading before it (the sidebar's last group).
   */
  heading?: string;
  className?: string;
};

/** Every public page, grouped by category (§2), with a search over titles and addresses. */
export function PagePicker({ selected, hrefFor, heading, className }: PagePickerProps) {
  const [search, setSearch] = useState("");
  const searchId = useId();
  const words = search.trim().toLowerCase();
  const matches = publicPages.filter(
    (page) =>
      words === "" ||
      page.title.toLowerCase().includes(words) ||
      page.route.toLowerCase().includes(words),
  );
  return (
    <nav aria-label="Pages" className={cn("space-y-4", className)}>
      {heading ? <h2 className="sr-only">{heading}</h2> : null}
      <div className="space-y-1.5">
        <label htmlFor={searchId} className="flex items-center gap-2 font-semibold">
          <Search aria-hidden="true" className="size-4" />
          Search pages
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className={inputClass}
        />
      </div>
      {matches.length === 0 ? <p>No page matches “{search}”.</p> : null}
      {pageCategories.map((category) => {
        const pages = matches.filter((page) => page.category === category);
        if (pages.length === 0) return null;
        return (
          <div key={category}>
            <h3 className="mb-1 text-sm font-bold uppercase tracking-wide text-slate-600 dark:text-slate-300">
              {categoryLabels[category]}
            </h3>
            <ul className="space-y-1">
              {pages.map((page) => (
                <li key={page.key}>
                  <Link
                    to={hrefFor(page.key)}
                    preventScrollReset
                    aria-current={page.key === selected ? "page" : undefined}
                    className={cn(
                      "block min-h-11 rounded-lg px-3 py-2 font-semibold",
                      page.key === selected
                        ? "bg-teal-800 text-white dark:bg-teal-300 dark:text-slate-950"
                        : "hover:bg-slate-100 dark:hover:bg-slate-800",
                    )}
                  >
                    {page.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
