import { LogOut, Menu, X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { roleLabels } from "~/shared/auth/roles";
import type { SessionUser } from "~/shared/auth/session-user";
import { cn } from "~/shared/lib/class-names";
import { mainContentId } from "~/shared/lib/main-content";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { AdminNav } from "./admin-nav";
import type { AdminNavGroup } from "./admin-tabs";
import { StaffHeader } from "./staff-header";
import { WaitingBadge } from "./waiting-badge";

export const signOutFetcherKey = "sign-out";

type DashboardShellProps = {
  user: Pick<SessionUser, "email" | "role">;
  navigation: AdminNavGroup[];
  /** The open section (the layout's outlet). */
  children: ReactNode;
};

/**
 * The dashboard's own frame, apart from the public site's: the staff header, the sections in a
 * sidebar on a laptop, or behind one menu button on a phone (the same list), who is signed in
 * with Logout, and the open section.
 */
export function DashboardShell({ user, navigation, children }: DashboardShellProps) {
  const navId = useId();
  const menu = useMenu();
  const waiting = navigation
    .flatMap((group) => group.tabs)
    .reduce((sum, tab) => sum + tab.waiting, 0);
  return (
    <>
      <StaffHeader signedIn>
        <button
          ref={menu.buttonRef}
          type="button"
          aria-expanded={menu.open}
          aria-controls={navId}
          onClick={menu.toggle}
          className={cn(buttonBase, buttonStyles.secondary, "lg:hidden")}
        >
          {menu.open ? (
            <X aria-hidden="true" className="size-5" />
          ) : (
            <Menu aria-hidden="true" className="size-5" />
          )}
          Menu
          <WaitingBadge count={waiting} />
        </button>
      </StaffHeader>
      <div className="flex-1 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div
          id={navId}
          className={cn(
            "border-b border-slate-200 bg-slate-50 px-3 py-4 lg:sticky lg:top-0 lg:block lg:max-h-dvh lg:overflow-y-auto lg:border-r lg:border-b-0 dark:border-slate-800 dark:bg-slate-900",
            menu.open ? "block" : "hidden",
          )}
        >
          <SignedInAs user={user} />
          <AdminNav groups={navigation} id={`${navId}-list`} />
        </div>
        <main
          id={mainContentId}
          tabIndex={-1}
          className="min-w-0 px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          <div className="mx-auto w-full max-w-6xl">{children}</div>
        </main>
      </div>
    </>
  );
}

/** The phone's menu: closed again by a move to another section, and by Escape. */
function useMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of a new pathname.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open]);
  return { open, buttonRef, toggle: () => setOpen((was) => !was) };
}

function SignedInAs({ user }: { user: DashboardShellProps["user"] }) {
  // Its answer is shown by the dashboard's layout: this shell is gone by the time it arrives.
  const signOut = useFetcher({ key: signOutFetcherKey });
  return (
    <div className="mb-5 space-y-2 border-b border-slate-200 px-3 pb-4 dark:border-slate-700">
      <p className="text-sm break-words text-slate-700 dark:text-slate-200">
        Signed in as <strong>{user.email}</strong> ({roleLabels[user.role]})
      </p>
      <signOut.Form method="post" action="/admin/sign-out">
        <button
          type="submit"
          disabled={signOut.state !== "idle"}
          className={cn(buttonBase, buttonStyles.secondary, "w-full")}
        >
          <LogOut aria-hidden="true" className="size-5" />
          Logout
        </button>
      </signOut.Form>
    </div>
  );
}
