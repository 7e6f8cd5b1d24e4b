import { Link } from "react-router";
import { mainNavigation } from "~/content/navigation";
import { getPage } from "~/content/page-registry";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";
import { ThemeToggle } from "./theme-toggle";

const joinUs = getPage("join-us");

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 h-20 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85 dark:border-slate-800 dark:bg-slate-950/95 dark:supports-[backdrop-filter]:bg-slate-950/85">
      <div className="relative mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo size="md" nameClassName="xl:hidden 2xl:inline" />
        <DesktopNav items={mainNavigation} />
        <div className="flex items-center gap-1">
          <Link
            to={joinUs.route}
            className="hidden rounded-full bg-amber-400 px-5 py-2.5 text-sm font-bold text-slate-950 whitespace-nowrap hover:bg-amber-300 sm:inline-flex"
          >
            {joinUs.title}
          </Link>
          <ThemeToggle />
          <MobileNav items={mainNavigation} />
        </div>
      </div>
    </header>
  );
}
