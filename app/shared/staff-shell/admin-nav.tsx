import { NavLink } from "react-router";
import { cn } from "~/shared/lib/class-names";
import { type AdminNavGroup, adminTabPath } from "./admin-tabs";
import { WaitingBadge } from "./waiting-badge";

export const dashboardNavLabel = "Dashboard sections";

/**
 * Every section this person may open, in groups. Each is its own address (/admin/<key>), so
 * reload, back and shared links keep it; the open one is marked aria-current="page". A badge
 * counts what waits there; its words are read with the link's name.
 */
export function AdminNav({ groups, id }: { groups: AdminNavGroup[]; id: string }) {
  return (
    <nav id={id} aria-label={dashboardNavLabel}>
      {groups.map((group) => (
        <div key={group.label ?? "start"} className="mb-5">
          {group.label ? (
            <h2 className="px-3 pb-1 text-xs font-bold tracking-wider text-slate-600 uppercase dark:text-slate-300">
              {group.label}
            </h2>
          ) : null}
          <ul className="space-y-0.5">
            {group.tabs.map((tab) => (
              <li key={tab.key}>
                <NavLink
                  to={adminTabPath(tab.key)}
                  preventScrollReset
                  className={({ isActive }) =>
                    cn(
                      "flex min-h-11 items-center justify-between gap-2 rounded-lg border-l-4 px-3 font-semibold",
                      isActive
                        ? "border-teal-700 bg-teal-50 text-teal-900 dark:border-teal-300 dark:bg-teal-950 dark:text-teal-100"
                        : "border-transparent text-slate-700 hover:bg-slate-100 hover:text-slate-950 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white",
                    )
                  }
                >
                  <span>{tab.label}</span>
                  <WaitingBadge count={tab.waiting} />
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
