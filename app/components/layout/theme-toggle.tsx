import { Monitor, Moon, Sun } from "lucide-react";
import { cn } from "~/lib/class-names";
import type { ThemePreference } from "~/lib/theme";
import { useThemePreference } from "~/lib/use-theme-preference";

const themeOptions: Record<
  ThemePreference,
  { label: string; next: ThemePreference; Icon: typeof Sun }
> = {
  system: { label: "System", next: "light", Icon: Monitor },
  light: { label: "Light", next: "dark", Icon: Sun },
  dark: { label: "Dark", next: "system", Icon: Moon },
};

/** One button cycling system → light → dark; its name says the current and the next theme. */
export function ThemeToggle({ className }: { className?: string }) {
  const [preference, setPreference] = useThemePreference();
  const current = themeOptions[preference];
  const next = themeOptions[current.next];
  return (
    <button
      type="button"
      onClick={() => setPreference(current.next)}
      className={cn(
        "inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
        className,
      )}
      aria-label={`Theme: ${current.label}. Switch to ${next.label.toLowerCase()} theme`}
      title={`Theme: ${current.label}`}
      data-theme-preference={preference}
    >
      <current.Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
