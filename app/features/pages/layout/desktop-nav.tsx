import { ChevronDown } from "lucide-react";
import { disclosureNavAttribute } from "~/shared/behaviours/disclosure-nav";
import { cn } from "~/shared/lib/class-names";
import { ariaCurrentFor, isCurrentPage } from "~/shared/lib/current-page";
import type { NavItem } from "../navigation";
import { SectionLinks } from "./section-links";

const topItemClass = (isActive: boolean) =>
  cn(
    // Narrow padding until 1536 px, where the header's row has room (see site-header.tsx).
    "inline-flex items-center gap-0.5 whitespace-nowrap rounded-full px-2 py-2 text-sm font-semibold transition-colors 2xl:gap-1 2xl:px-3",
    "hover:bg-teal-50 hover:text-teal-900 dark:hover:bg-slate-800 dark:hover:text-teal-200",
    isActive ? "text-teal-800 dark:text-teal-300" : "text-slate-700 dark:text-slate-200",
  );

/** Opening one section closes the others, natively: `<details>` of one name are exclusive. */
const sectionsName = "main-menu";

type DesktopNavProps = {
  items: readonly NavItem[];
  /** The page being shown, marked in the menu. */
  pathname: string;
};

/**
 * The wide screens' menu (from 1280 px), WAI-ARIA APG's disclosure navigation menu in plain
 * HTML: a section is a `<details>` whose summary (a button: Enter, Space or a click) opens its
 * list, so its links are out of the Tab order until then. The disclosure-nav early behaviour
 * (ADR 0033) closes it on Escape, a click outside or focus leaving. Sections open on a click, not
 * on hover, as the pattern has it: a hover menu opens under a passing pointer, fights the click,
 * and does nothing for touch or the keyboard. Plain links: each leads to a whole page, which the
 * page cache answers (ADR 0024).
 */
export function DesktopNav({ items, pathname }: DesktopNavProps) {
  return (
    <nav aria-label="Main" className="hidden xl:block" {...{ [disclosureNavAttribute]: "" }}>
      <ul className="flex items-center 2xl:gap-0.5">
        {items.map((item) => (
          <li key={item.key} className="relative">
            {item.children.length > 0 ? (
              <Section item={item} pathname={pathname} />
            ) : (
              <a
                href={item.to}
                aria-current={ariaCurrentFor(pathname, item.to)}
                className={topItemClass(isCurrentPage(pathname, item.to, true))}
              >
                {item.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Section({ item, pathname }: { item: NavItem; pathname: string }) {
  return (
    <details name={sectionsName} className="group">
      <summary
        className={cn(
          topItemClass(isCurrentPage(pathname, item.to)),
          "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
        )}
      >
        {item.label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-open:rotate-180"
        />
      </summary>
      <SectionLinks
        item={item}
        pathname={pathname}
        className="absolute left-0 top-full z-50 mt-2 w-72 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-700 dark:bg-slate-900"
        linkClass={(isCurrent) =>
          cn(
            "block rounded-xl px-3 py-2 text-sm font-medium",
            "hover:bg-teal-50 hover:text-teal-900 dark:hover:bg-slate-800 dark:hover:text-teal-200",
            isCurrent
              ? "bg-teal-50 text-teal-900 dark:bg-slate-800 dark:text-teal-200"
              : "text-slate-700 dark:text-slate-200",
          )
        }
      />
    </details>
  );
}
