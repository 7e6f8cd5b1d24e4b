import { LogOut } from "lucide-react";
import { useFetcher } from "react-router";
import type { AdminPanelData } from "~/admin/admin-panels.server";
import type { AdminTabKey } from "~/admin/admin-tabs";
import { roleLabels } from "~/auth/roles";
import type { SessionUser } from "~/auth/session.server";
import { buttonBase, buttonStyles } from "~/components/ui/button-styles";
import { cn } from "~/lib/class-names";
import { AccountPanel } from "./account-panel";
import { AdminTabBar } from "./admin-tab-bar";
import { MediaPanel } from "./media/media-panel";
import { PageImagesPanel } from "./placement/page-images-panel";
import { ServingHumanityPanel } from "./placement/serving-humanity-panel";
import { SettingsPanel } from "./settings-panel";
import { UsersPanel } from "./users-panel";

export const signOutFetcherKey = "sign-out";

type AdminDashboardProps = {
  user: SessionUser;
  tabs: { key: AdminTabKey; label: string }[];
  panel: AdminPanelData;
};

export function AdminDashboard({ user, tabs, panel }: AdminDashboardProps) {
  // Its answer is shown by the admin page: this dashboard is gone by the time it arrives.
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
      <AdminTabBar tabs={tabs} active={panel.tab} />
      <div className="mt-8">
        <AdminPanel panel={panel} user={user} />
      </div>
    </div>
  );
}

function AdminPanel({ panel, user }: { panel: AdminPanelData; user: SessionUser }) {
  switch (panel.tab) {
    case "media":
      return <MediaPanel {...panel} />;
    case "serving-humanity":
      return <ServingHumanityPanel {...panel} />;
    case "page-images":
      return <PageImagesPanel {...panel} />;
    case "users":
      return <UsersPanel users={panel.users} auditLog={panel.auditLog} currentUserId={user.id} />;
    case "settings":
      return <SettingsPanel />;
    case "account":
      return <AccountPanel mustChangePassword={user.mustChangePassword} />;
  }
}
