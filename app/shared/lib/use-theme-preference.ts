import { useSyncExternalStore } from "react";
import {
  readThemePreference,
  subscribeToThemePreference,
  type ThemePreference,
  writeThemePreference,
} from "./theme";

/** The stored preference; "system" while server rendering (the server cannot know it). */
export function useThemePreference(): [ThemePreference, (next: ThemePreference) => void] {
  const preference = useSyncExternalStore(
    subscribeToThemePreference,
    readThemePreference,
    () => "system" as const,
  );
  return [preference, writeThemePreference];
}
