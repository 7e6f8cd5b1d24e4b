import { useEffect, useRef } from "react";

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
