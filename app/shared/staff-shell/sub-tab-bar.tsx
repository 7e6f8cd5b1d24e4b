import { Link } from "react-router";
import { cn } from "~/shared/lib/class-names";

type SubTab = { key: string; label: string };

type SubTabBarProps = {
  /** Names the bar for screen readers, e.g. "Page Images managers". */
  label: string;
  tabs: readonly SubTab[];
  active: string;
  /** Where a sub-tab leads: the tab's URL with this choice in it. */
  hrefFor: (key: string) => string;
};

/** Sub-tabs kept in the tab's URL query, so reload and back keep them. */
export function SubTabBar({ label, tabs, active, hrefFor }: SubTabBarProps) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {tabs.map((tab) => {
          const current = tab.key === active;
          return (
            <li key={tab.key}>
              <Link
                to={hrefFor(tab.key)}
                preventScrollReset
                aria-current={current ? "page" : undefined}
                className={cn(
                  "flex min-h-11 items-center justify-center rounded-xl border-2 px-5 font-semibold",
                  current
                    ? "border-teal-800 bg-teal-800 text-white dark:border-teal-300 dark:bg-teal-300 dark:text-slate-950"
                    : "border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800",
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
