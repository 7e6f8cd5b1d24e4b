import { createContext, useContext, useEffect, useMemo } from "react";
import type { FetcherWithComponents } from "react-router";
import { toast } from "sonner";
import type { ActionResult } from "./action-result";

/**
 * Answers already shown. A keyed fetcher keeps its answer while components come and go (the
 * sign-in form gives way to the dashboard), so a newly mounted hook must not show it again.
 */
const shown = new WeakSet<ActionResult>();

/**
 * Which toaster a form's answers go to: the page's, unless the form is in a modal dialog with a
 * toaster of its own. The page's would be under the dialog's backdrop (hidden by the dialog on a
 * phone) and out of reach of screen readers, like everything outside a modal dialog.
 */
export const ActionToasterContext = createContext<string | undefined>(undefined);

type ToastOptions = { description?: string };

/**
 * Toasts for what a component finds out itself (an upload's outcome), sent to the same toaster
 * as its forms' answers: the page's, or its modal dialog's own.
 */
export function useStaffToast() {
  const toasterId = useContext(ActionToasterContext);
  return useMemo(
    () => ({
      success: (title: string, options: ToastOptions = {}) =>
        toast.success(title, { ...options, toasterId }),
      warning: (title: string, options: ToastOptions = {}) =>
        toast.warning(title, { ...options, toasterId }),
      error: (title: string, options: ToastOptions = {}) =>
        toast.error(title, { ...options, toasterId }),
    }),
    [toasterId],
  );
}

/** Shows each answer of a staff form's action as a toast, exactly once. */
export function useActionToast(fetcher: FetcherWithComponents<unknown>, onSuccess?: () => void) {
  const result = fetcher.data as ActionResult | undefined;
  const toasterId = useContext(ActionToasterContext);
  // Only a new answer should toast; onSuccess may change identity on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!result || shown.has(result)) return;
    shown.add(result);
    // Re-authentication is asked for in a dialog (ResendAfterConfirmation), not a toast.
    if (!result.ok && result.confirmIdentity) return;
    const { title, description } = result.toast;
    if (result.ok) {
      if (result.unfinished) toast.warning(title, { description, toasterId });
      else if (!result.quiet) toast.success(title, { description, toasterId });
      onSuccess?.();
    } else {
      toast.error(title, { description, toasterId });
    }
  }, [result]);
  return result;
}
