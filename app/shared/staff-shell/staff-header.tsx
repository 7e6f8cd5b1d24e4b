import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Logo } from "~/shared/ui/logo";
import { dashboardPath } from "./admin-tabs";
import { StaffThemeToggle } from "./staff-theme-toggle";

const viewSiteLabel = "View site";
const dashboardTitle = "Admin Dashboard";
const staffAreaTitle = "Staff area";
const titleClass = "text-lg font-extrabold tracking-tight sm:text-xl";

/**
 * The staff area's own top bar: the charity's logo and name, the dashboard's title (signed in),
 * View site, the theme, and whatever the page adds (the menu button).
 */
export function StaffHeader({
  signedIn,
  children,
}: {
  /**
   * Signed in, the dashboard's title is the page's heading and the logo leads to the dashboard;
   * on sign-in and account recovery the form has its own heading and the logo leads home.
   */
  signedIn: boolean;
  children?: ReactNode;
}) {
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="flex min-h-16 flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
        <Logo
          size="sm"
          link={signedIn ? { href: dashboardPath, name: dashboardTitle } : undefined}
          nameClassName="hidden sm:inline"
        />
        {signedIn ? (
          <h1 className={titleClass}>{dashboardTitle}</h1>
        ) : (
          <p className={titleClass}>{staffAreaTitle}</p>
        )}
        <div className="ml-auto flex items-center gap-1">
          <a
            href="/"
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold text-teal-800 underline-offset-4 hover:underline dark:text-teal-200"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {viewSiteLabel}
          </a>
          <StaffThemeToggle />
          {children}
        </div>
      </div>
    </header>
  );
}
