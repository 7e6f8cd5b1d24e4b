import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { dashboardPath } from "~/admin/admin-tabs";
import { Logo } from "~/components/layout/logo";
import { ThemeToggle } from "~/components/layout/theme-toggle";

export const viewSiteLabel = "View site";

/**
 * The staff area's own top bar: the charity's logo and name (leading to the dashboard), the
 * dashboard's title, View site, the theme, and whatever the page adds (the menu button).
 */
export function StaffHeader({
  titleIsHeading,
  children,
}: {
  /** The dashboard's title is its page heading; on sign-in the form has its own. */
  titleIsHeading: boolean;
  children?: ReactNode;
}) {
  const Title = titleIsHeading ? "h1" : "p";
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="flex min-h-16 flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
        <Logo
          size="sm"
          link={{ href: dashboardPath, name: "Admin Dashboard" }}
          nameClassName="hidden sm:inline"
        />
        <Title className="text-lg font-extrabold tracking-tight sm:text-xl">Admin Dashboard</Title>
        <div className="ml-auto flex items-center gap-1">
          <a
            href="/"
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold text-teal-800 underline-offset-4 hover:underline dark:text-teal-200"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {viewSiteLabel}
          </a>
          <ThemeToggle />
          {children}
        </div>
      </div>
    </header>
  );
}
