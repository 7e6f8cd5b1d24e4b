import { ThemeToggleButton } from "~/components/layout/theme-toggle";
import { nextThemePreference } from "~/lib/theme";
import { useThemePreference } from "~/lib/use-theme-preference";

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
