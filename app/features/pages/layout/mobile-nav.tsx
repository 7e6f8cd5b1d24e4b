import { Menu, Minus, Plus, X } from "lucide-react";
import { cn } from "~/shared/lib/class-names";
import { ariaCurrentFor, isCurrentPage } from "~/shared/lib/current-page";
import { headerMessages } from "~/shared/site/header-messages";
import type { NavItem } from "../navigation";
import { headerActions } from "./header-actions";
import { SectionLinks } from "./section-links";

/** The phone menu's panel; its button names it in `popovertarget`. */
const menuId = "site-menu";

const itemClass = (isActive: boolean) =>
  cn(
    "block rounded-xl px-3 py-3 text-base font-semibold",
    isActive
      ? "bg-teal-50 text-teal-900 dark:bg-slate-800 dark:text-teal-200"
      : "text-slate-800 dark:text-slate-100",
  );

/**
 * The menu below 1280 px, in plain HTML: the button opens the panel, a popover (the browser
 * answers the tap whenever it comes, with or without scripts, and closes it on Escape or a tap
 * outside), and each section is a `<details>` whose summary opens its list. The button's icon
 * follows the panel in CSS; the early behaviours (ADR 0033) keep its `aria-expanded` and close
 * the panel when a link is chosen. Plain links: each leads to a whole page, which the page cache
 * answers (ADR 0024).
 */
export function MobileNav({ items, pathname }: { items: readonly NavItem[]; pathname: string }) {
  return (
    <div className="group/menu xl:hidden">
      <button
        type="button"
        popoverTarget={menuId}
        aria-expanded="false"
        aria-controls={menuId}
        className="inline-flex size-11 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        <Menu aria-hidden="true" className="size-6 group-has-[:popover-open]/menu:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-has-[:popover-open]/menu:block" />
        <span className="sr-only">{headerMessages.menu}</span>
      </button>
      <nav
        id={menuId}
        popover="auto"
        aria-label="Main"
        // Below the 80 px sticky header, the page's width, scrolling inside when taller than the
        // screen. No display class here: it would show the popover while closed.
        className="inset-x-0 top-20 bottom-auto m-0 max-h-[calc(100dvh-5rem)] w-full max-w-none overflow-y-auto border-0 border-b border-slate-200 bg-white px-4 pt-2 pb-6 text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <ul className="space-y-1">
          {items.map((item) => (
            <li key={item.key}>
              {item.children.length > 0 ? (
                <Section item={item} pathname={pathname} />
              ) : (
                <a
                  href={item.to}
                  aria-current={ariaCurrentFor(pathname, item.to)}
                  className={itemClass(isCurrentPage(pathname, item.to, true))}
                >
                  {item.label}
                </a>
              )}
            </li>
          ))}
        </ul>
        <div className="mt-4 grid grid-cols-2 gap-3">
          {headerActions.map(({ page, colours }) => (
            <a
              key={page.key}
              href={page.route}
              className={cn("flex justify-center rounded-full px-5 py-3 font-bold", colours)}
            >
              {page.title}
            </a>
          ))}
        </div>
      </nav>
    </div>
  );
}

function Section({ item, pathname }: { item: NavItem; pathname: string }) {
  return (
    <details className="group/section">
      <summary
        className={cn(
          itemClass(isCurrentPage(pathname, item.to)),
          "flex cursor-pointer list-none items-center justify-between gap-2 [&::-webkit-details-marker]:hidden",
        )}
      >
        {item.label}
        <span
          aria-hidden="true"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-slate-200 dark:border-slate-700"
        >
          <Plus className="size-5 group-open/section:hidden" />
          <Minus className="hidden size-5 group-open/section:block" />
        </span>
      </summary>
      <SectionLinks
        item={item}
        pathname={pathname}
        className="mb-2 ml-4 border-l-2 border-teal-200 pl-3 dark:border-teal-800"
        linkClass={(isCurrent) =>
          cn(
            "block rounded-xl px-3 py-2.5 text-base",
            isCurrent
              ? "bg-teal-50 font-semibold text-teal-900 dark:bg-slate-800 dark:text-teal-200"
              : "text-slate-700 dark:text-slate-200",
          )
        }
      />
    </details>
  );
}
