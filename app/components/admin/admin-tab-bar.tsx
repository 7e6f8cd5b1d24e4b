import { NavLink } from "react-router";
import { type AdminTabKey, adminTabPath } from "~/admin/admin-tabs";
import { cn } from "~/lib/class-names";

/**
 * Each tab is its own address (/admin/<key>), so reload, back and shared links keep it; the link
 * of the open tab is marked aria-current="page".
 */
export function AdminTabBar({ tabs }: { tabs: { key: AdminTabKey; label: string }[] }) {
  return (
    <nav
      aria-label="Dashboard sections"
      className="mt-8 border-b border-slate-200 dark:border-slate-700"
    >
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <NavLink
              to={adminTabPath(tab.key)}
              preventScrollReset
              className={({ isActive }) =>
                cn(
                  "inline-flex min-h-11 items-center whitespace-nowrap border-b-4 px-4 font-semibold",
                  isActive
                    ? "border-teal-700 text-teal-900 dark:border-teal-300 dark:text-teal-100"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white",
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
