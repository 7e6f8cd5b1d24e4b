import { nextThemePreference } from "~/shared/lib/theme";
import { useThemePreference } from "~/shared/lib/use-theme-preference";
import { ThemeToggleButton } from "~/shared/ui/theme-toggle";

/**
 * The staff pages' theme toggle: React Router hydrates them and inlines no early behaviours, so
 * React answers the button and names it.
 */
export function StaffThemeToggle() {
  const [preference, setPreference] = useThemePreference();
  return (
    <ThemeToggleButton
      preference={preference}
      onClick={() => setPreference(nextThemePreference[preference])}
    />
  );
}
