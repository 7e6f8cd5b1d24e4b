import { Monitor, Moon, Sun } from "lucide-react";
import type { ComponentProps } from "react";
import { themeToggleAttribute } from "~/shared/behaviours/theme-toggle";
import { cn } from "~/shared/lib/class-names";
import type { ThemePreference } from "~/shared/lib/theme";
import { headerMessages } from "~/shared/site/header-messages";

type ThemeToggleButtonProps = ComponentProps<"button"> & { preference: ThemePreference };

/**
 * One button cycling system → light → dark, named by the current and the next theme. Its icon
 * follows <html data-theme>, which the inline theme script sets before the body is painted: all
 * three are in the HTML and CSS shows one (the system one until the script has run).
 */
export function ThemeToggleButton({ preference, className, ...button }: ThemeToggleButtonProps) {
  const { label, title } = headerMessages.themeToggle(preference);
  return (
    <button
      type="button"
      aria-label={label}
      title={title}
      className={cn(
        "inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
        className,
      )}
      {...button}
    >
      <Monitor
        aria-hidden="true"
        className="size-5 [html[data-theme=dark]_&]:hidden [html[data-theme=light]_&]:hidden"
      />
      <Sun aria-hidden="true" className="hidden size-5 [html[data-theme=light]_&]:block" />
      <Moon aria-hidden="true" className="hidden size-5 [html[data-theme=dark]_&]:block" />
    </button>
  );
}

/**
 * The visitors' toggle: plain server markup, answered by the theme-toggle early behaviour
 * (ADR 0033), which also names it by the stored preference. Without scripts it could do nothing,
 * so it is hidden until the theme script has marked <html>.
 */
export function ThemeToggle() {
  return (
    <ThemeToggleButton
      preference="system"
      className="[html:not([data-theme])_&]:hidden"
      {...{ [themeToggleAttribute]: "" }}
    />
  );
}
