import { useLocation } from "react-router";
import {
  DesktopNavIsland,
  LogoIsland,
  MobileNavIsland,
  ThemeToggleIsland,
} from "~/islands/islands";
import { cn } from "~/lib/class-names";
import { headerActions } from "./header-actions";

/**
 * The sticky header. Between 1280 and 1536 px the full menu, both buttons and the charity's name
 * share the row: the name gives way by wrapping onto a second line (its box may shrink, nothing
 * else can), so it stays visible at every width and the menu never overflows. From 1536 px the
 * row is wider than the page's 1280 px column, so the name sits on one line.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-40 h-20 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85 dark:border-slate-800 dark:bg-slate-950/95 dark:supports-[backdrop-filter]:bg-slate-950/85">
      <div className="relative mx-auto flex h-full max-w-screen-2xl items-center justify-between gap-3 px-4 sm:px-6 2xl:gap-4">
        <div className="min-w-0">
          <LogoIsland size="md" nameClassName="xl:text-sm 2xl:text-base" />
        </div>
        <DesktopNavIsland pathname={pathname} />
        <div className="flex shrink-0 items-center gap-1">
          {headerActions.map(({ page, colours }) => (
            <a
              key={page.key}
              href={page.route}
              className={cn(
                "hidden rounded-full px-4 py-2.5 text-sm font-bold whitespace-nowrap sm:inline-flex 2xl:px-5",
                colours,
              )}
            >
              {page.title}
            </a>
          ))}
          <ThemeToggleIsland />
          <MobileNavIsland pathname={pathname} />
        </div>
      </div>
    </header>
  );
}
