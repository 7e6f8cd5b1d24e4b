import { useLocation } from "react-router";
import { cn } from "~/shared/lib/class-names";
import { Logo } from "~/shared/ui/logo";
import { ThemeToggle } from "~/shared/ui/theme-toggle";
import { mainNavigation } from "../navigation";
import { DesktopNav } from "./desktop-nav";
import { headerActions } from "./header-actions";
import { MobileNav } from "./mobile-nav";

/**
 * The sticky header: plain server HTML whose controls work before any script, and answer at
 * once after it through the early behaviours (ADR 0033), never waiting for an island. Between
 * 1280 and 1536 px the full menu, both buttons and the charity's name share the row: the name
 * gives way by wrapping onto a second line (its box may shrink, nothing else can), so it stays
 * visible at every width and the menu never overflows. From 1536 px the row is wider than the
 * page's 1280 px column, so the name sits on one line. On a phone Donate stays beside the menu
 * button, narrower; below 360 px the row tightens (padding, gaps, the name a size smaller) so the
 * name's longest word still clears the buttons.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-40 h-20 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85 dark:border-slate-800 dark:bg-slate-950/95 dark:supports-[backdrop-filter]:bg-slate-950/85">
      <div className="relative mx-auto flex h-full max-w-screen-2xl items-center justify-between gap-2 px-4 max-[359px]:px-3 sm:gap-3 sm:px-6 2xl:gap-4">
        <div className="min-w-0">
          <Logo size="md" nameClassName="max-[359px]:text-sm xl:text-sm 2xl:text-base" />
        </div>
        <DesktopNav items={mainNavigation} pathname={pathname} />
        <div className="flex shrink-0 items-center gap-1 max-[359px]:gap-0.5">
          {headerActions.map(({ page, colours, onPhone }) => (
            <a
              key={page.key}
              href={page.route}
              className={cn(
                "min-h-11 items-center rounded-full px-3 text-sm font-bold whitespace-nowrap max-[359px]:px-2.5 sm:px-4 2xl:px-5",
                onPhone ? "inline-flex" : "hidden sm:inline-flex",
                colours,
              )}
            >
              {page.title}
            </a>
          ))}
          <ThemeToggle />
          <MobileNav items={mainNavigation} pathname={pathname} />
        </div>
      </div>
    </header>
  );
}
