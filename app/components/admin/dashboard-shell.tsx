import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import type { AdminTabKey } from "~/admin/admin-tabs";
import { roleLabels } from "~/auth/roles";
import type { SessionUser } from "~/auth/session-user";
import { buttonBase, buttonStyles } from "~/components/ui/button-styles";
import { cn } from "~/lib/class-names";
import { AdminTabBar } from "./admin-tab-bar";

export const signOutFetcherKey = "sign-out";

type DashboardShellProps = {
  user: Pick<SessionUser, "email" | "role">;
  tabs: { key: AdminTabKey; label: string }[];
  /** The open tab (the layout's outlet). */
  children: ReactNode;
};

/** What every tab shares: the title, who is signed in, Logout and the tab bar. */
export function DashboardShell({ user, tabs, children }: DashboardShellProps) {
  // Its answer is shown by the dashboard's layout: this shell is gone by the time it arrives.
  const signOut = useFetcher({ key: signOutFetcherKey });
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Admin Dashboard</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">
            Signed in as <strong>{user.email}</strong> ({roleLabels[user.role]})
          </p>
        </div>
        <signOut.Form method="post" action="/admin/sign-out">
          <button
            type="submit"
            disabled={signOut.state !== "idle"}
            className={cn(buttonBase, buttonStyles.secondary)}
          >
            <LogOut aria-hidden="true" className="size-5" />
            Logout
          </button>
        </signOut.Form>
      </div>
      <AdminTabBar tabs={tabs} />
      <div className="mt-8">{children}</div>
    </div>
  );
}
