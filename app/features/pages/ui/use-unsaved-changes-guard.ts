import { useEffect } from "react";
import { useBlocker } from "react-router";

/**
 * Asks before unsaved words are lost: closing or reloading the tab (the browser's own question),
 * or moving to another page or tab of the dashboard (ours). Switching between this page's
 * Content, Images and Layout views keeps the text, so it is not asked.
 */
export function useUnsavedChangesGuard(dirty: boolean, pageKey: string) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (nextLocation.pathname !== currentLocation.pathname ||
        new URLSearchParams(nextLocation.search).get("page") !== pageKey),
  );

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    // A native question, answered before anything else happens: keyboard and screen-reader
    // friendly, and it cannot be hidden behind the page.
    if (window.confirm("You have unsaved changes. Leave this page and lose them?"))
      blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}
