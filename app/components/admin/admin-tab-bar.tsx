import { Link } from "react-router";
import type { AdminTabKey } from "~/admin/admin-tabs";
import { cn } from "~/lib/class-names";

/** The selected tab lives in the URL (?tab=), so reload, back and shared links keep it. */
export function AdminTabBar({
  tabs,
  active,
}: {
  tabs: { key: AdminTabKey; label: string }[];
  active: AdminTabKey;
}) {
  return (
    <nav
      aria-label="Dashboard sections"
      className="mt-8 border-b border-slate-200 dark:border-slate-700"
    >
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={`?tab=${tab.key}`}
              preventScrollReset
              aria-current={tab.key === active ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center whitespace-nowrap border-b-4 px-4 font-semibold",
                tab.key === active
                  ? "border-teal-700 text-teal-900 dark:border-teal-300 dark:text-teal-100"
                  : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white",
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
