import { useEffect, useRef } from "react";

/** A wide modal dialog of the dashboard: centred, scrolling within the screen on a phone. */
export const wideDialogClass =
  "m-auto max-h-[calc(100dvh-2rem)] w-[min(44rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white p-5 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 sm:p-6 dark:bg-slate-900 dark:text-slate-100";

/**
 * A native <dialog> shown as a modal while `open` is true (the browser traps focus, makes the rest
 * of the page inert and closes it on Escape) and closed when it turns false.
 */
export function useModalDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return dialog;
}
