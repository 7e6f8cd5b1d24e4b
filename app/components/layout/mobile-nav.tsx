import { Menu, Minus, Plus, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { mainNavigation, type NavItem, type NavLink as NavLinkData } from "~/content/navigation";
import { cn } from "~/lib/class-names";
import { ariaCurrentFor, isCurrentPage } from "~/lib/current-page";
import { headerActions } from "./header-actions";

const linkClass = (isActive: boolean) =>
  cn(
    "block flex-1 rounded-xl px-3 py-3 text-base font-semibold",
    isActive
      ? "bg-teal-50 text-teal-900 dark:bg-slate-800 dark:text-teal-200"
      : "text-slate-800 dark:text-slate-100",
  );

/**
 * The small-screen menu: a button opens the list; parents expand with their own +/- toggle. Plain
 * links: each leads to a whole page, which the page cache answers (ADR 0024).
 */
export function MobileNav({ items, pathname }: { items: readonly NavItem[]; pathname: string }) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const menuButton = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    function closeOnEscape(event: globalThis.KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpen(false);
      menuButton.current?.focus();
    }
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open]);

  function toggleParent(key: string) {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }

  // Closed as a link is followed, so a page the browser brings back from its back-forward cache
  // comes back with the menu shut.
  const close = () => setOpen(false);

  return (
    <div className="xl:hidden">
      <button
        ref={menuButton}
        type="button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={panelId}
        className="inline-flex size-11 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
        <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
      </button>
      <nav
        id={panelId}
        aria-label="Main"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-5rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-xl dark:border-slate-700 dark:bg-slate-900"
      >
        <ul className="space-y-1">
          {items.map((item) => (
            <li key={item.key}>
              {item.children.length > 0 ? (
                <ParentItem
                  item={item}
                  expanded={expanded.has(item.key)}
                  onToggle={() => toggleParent(item.key)}
                  pathname={pathname}
                  onChoose={close}
                />
              ) : (
                <a
                  href={item.to}
                  onClick={close}
                  aria-current={ariaCurrentFor(pathname, item.to)}
                  className={linkClass(isCurrentPage(pathname, item.to, true))}
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
              onClick={close}
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

type ParentItemProps = {
  item: NavItem;
  expanded: boolean;
  pathname: string;
  onToggle: () => void;
  onChoose: () => void;
};

function ParentItem({ item, expanded, pathname, onToggle, onChoose }: ParentItemProps) {
  const listId = useId();
  const Icon = expanded ? Minus : Plus;
  return (
    <>
      <div className="flex items-center gap-2">
        <a
          href={item.to}
          onClick={onChoose}
          aria-current={ariaCurrentFor(pathname, item.to)}
          className={linkClass(isCurrentPage(pathname, item.to))}
        >
          {item.label}
        </a>
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-label={`${expanded ? "Hide" : "Show"} ${item.label} pages`}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-slate-200 text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      </div>
      <ul
        id={listId}
        hidden={!expanded}
        className="mb-2 ml-4 border-l-2 border-teal-200 pl-3 dark:border-teal-800"
      >
        {item.children.map((child: NavLinkData) => (
          <li key={child.key}>
            <a
              href={child.to}
              onClick={onChoose}
              aria-current={ariaCurrentFor(pathname, child.to)}
              className={cn(
                "block rounded-xl px-3 py-2.5 text-base",
                isCurrentPage(pathname, child.to, true)
                  ? "bg-teal-50 font-semibold text-teal-900 dark:bg-slate-800 dark:text-teal-200"
                  : "text-slate-700 dark:text-slate-200",
              )}
            >
              {child.label}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The header's small-screen menu, an island (ADR 0025): the site's navigation, the page shown. */
export function SiteMobileNav({ pathname }: { pathname: string }) {
  return <MobileNav items={mainNavigation} pathname={pathname} />;
}
