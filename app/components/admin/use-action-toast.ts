import { useEffect } from "react";
import type { FetcherWithComponents } from "react-router";
import { toast } from "sonner";
import type { ActionResult } from "~/admin/action-result";

/**
 * Answers already shown. A keyed fetcher keeps its answer while components come and go (the
 * sign-in form gives way to the dashboard), so a newly mounted hook must not show it again.
 */
const shown = new WeakSet<ActionResult>();

/** Shows each answer of a staff form's action as a toast, exactly once. */
export function useActionToast(fetcher: FetcherWithComponents<unknown>, onSuccess?: () => void) {
  const result = fetcher.data as ActionResult | undefined;
  // Only a new answer should toast; onSuccess may change identity on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!result || shown.has(result)) return;
    shown.add(result);
    const { title, description } = result.toast;
    if (result.ok) {
      toast.success(title, { description });
      onSuccess?.();
    } else {
      toast.error(title, { description });
    }
  }, [result]);
  return result;
}
