import { useFetcher } from "react-router";
import { useActionToast } from "./use-action-toast";

export type Removal = {
  /** Posts a removal (the fields name the item by `id`), to this route's action unless given. */
  remove: (fields: Record<string, string>, action?: string) => void;
  /** Whether the item of this id is being removed. */
  isRemoving: (id: string | number) => boolean;
  /**
   * Whether any removal is under way: the list has one fetcher, and a second submission would
   * drop the first one's answer, so the other Delete buttons wait.
   */
  pending: boolean;
};

/**
 * A list's one fetcher for removing its items, kept by the list rather than by each item: React
 * Router may hand over the action's answer in the same render that drops the removed item (its
 * updates are transitions, merged when the reloaded list comes quickly), and a fetcher owned by
 * that item would go with it, its toast unshown and focus lost. `onRemoved` moves focus to
 * something that stays.
 */
export function useRemoval(onRemoved: () => void): Removal {
  const remover = useFetcher();
  useActionToast(remover, onRemoved);
  const removingId = remover.state === "idle" ? undefined : remover.formData?.get("id");
  return {
    remove: (fields, action) => {
      // React Router reports the outcome in its state and data, not through this promise.
      void remover.submit(fields, { method: "post", action });
    },
    isRemoving: (id) => removingId === String(id),
    pending: remover.state !== "idle",
  };
}
