import { ChevronDown } from "lucide-react";
import { type FocusEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { mainNavigation, type NavItem } from "~/content/navigation";
import { cn } from "~/lib/class-names";
import { ariaCurrentFor, isCurrentPage } from "~/lib/current-page";

const topLinkClass = (isActive: boolean) =>
  cn(
    // Narrow padding until 1536 px, where the header's row has room (see site-header.tsx).
    "inline-flex items-center gap-0.5 whitespace-nowrap rounded-full px-2 py-2 text-sm font-semibold transition-colors 2xl:gap-1 2xl:px-3",
    "hover:bg-teal-50 hover:text-teal-900 dark:hover:bg-slate-800 dark:hover:text-teal-200",
    isActive ? "text-teal-800 dark:text-teal-300" : "text-slate-700 dark:text-slate-200",
  );

type DesktopNavProps = {
  items: readonly NavItem[];
  /** The page being shown, marked in the menu. */
  pathname: string;
};

/** Plain links: each leads to a whole page, which the page cache answers (ADR 0024). */
export function DesktopNav({ items, pathname }: DesktopNavProps) {
  return (
    <nav aria-label="Main" className="hidden xl:block">
      <ul className="flex items-center 2xl:gap-0.5">
        {items.map((item) =>
          item.children.length > 0 ? (
            <DropdownItem key={item.key} item={item} pathname={pathname} />
          ) : (
            <li key={item.key}>
              <a
                href={item.to}
                aria-current={ariaCurrentFor(pathname, item.to)}
                className={topLinkClass(isCurrentPage(pathname, item.to, true))}
              >
                {item.label}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/**
 * Opens on hover and on keyboard focus. Tab walks the open sub-menu; arrow keys move too;
 * Escape closes it and returns focus to the parent link.
 */
function DropdownItem({ item, pathname }: { item: NavItem; pathname: string }) {
  // Every link loads a whole page (ADR 0024), so a menu never outlives the page it opened on.
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLLIElement>(null);
  const parentLink = useRef<HTMLAnchorElement>(null);
  const menuId = useId();

  function handleFocus(event: FocusEvent<HTMLLIElement>) {
    // Focus coming back from inside (e.g. after Escape) must not reopen the menu.
    if (!container.current?.contains(event.relatedTarget as Node | null)) setOpen(true);
  }

  function handleBlur(event: FocusEvent<HTMLLIElement>) {
    if (!container.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    const all = Array.from(container.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      parentLink.current?.focus();
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      // Render the sub-links now: a hidden link cannot take focus.
      flushSync(() => setOpen(true));
      all[Math.max(1, Math.min(index + 1, all.length - 1))]?.focus();
    } else if (event.key === "ArrowUp" && index > 0) {
      event.preventDefault();
      all[index - 1]?.focus();
    }
  }

  return (
    <li
      ref={container}
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={handleFocus}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
    >
      <a
        ref={parentLink}
        href={item.to}
        aria-current={ariaCurrentFor(pathname, item.to)}
        className={topLinkClass(isCurrentPage(pathname, item.to))}
        aria-expanded={open}
        aria-controls={menuId}
      >
        {item.label}
        <ChevronDown
          aria-hidden="true"
          className={cn("size-4 transition-transform", open && "rotate-180")}
        />
      </a>
      <div id={menuId} hidden={!open} className="absolute left-0 top-full z-50 pt-2">
        <ul className="w-72 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-700 dark:bg-slate-900">
          {item.children.map((child) => (
            <li key={child.key}>
              <a
                href={child.to}
                aria-current={ariaCurrentFor(pathname, child.to)}
                className={cn(
                  "block rounded-xl px-3 py-2 text-sm font-medium",
                  "hover:bg-teal-50 hover:text-teal-900 dark:hover:bg-slate-800 dark:hover:text-teal-200",
                  isCurrentPage(pathname, child.to, true)
                    ? "bg-teal-50 text-teal-900 dark:bg-slate-800 dark:text-teal-200"
                    : "text-slate-700 dark:text-slate-200",
                )}
              >
                {child.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/** The header's menu, an island (ADR 0025): the site's navigation, the page being shown. */
export function SiteDesktopNav({ pathname }: { pathname: string }) {
  return <DesktopNav items={mainNavigation} pathname={pathname} />;
}
