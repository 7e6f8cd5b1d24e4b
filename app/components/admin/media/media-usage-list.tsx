import { useFetcher } from "react-router";
import { adminTabPath } from "~/admin/admin-tabs";
import { buttonBase, buttonStyles } from "~/components/ui/button-styles";
import { cn } from "~/lib/class-names";
import type { MediaFile } from "~/media/media-file";
import { findPlacementRoute, formatPlacement } from "~/media/placement-labels";
import { useActionToast } from "../use-action-toast";

/** "Where is this used": every page and section a file is placed on, each with a link and Remove. */
export function MediaUsageList({ file }: { file: MediaFile }) {
  const remover = useFetcher();
  useActionToast(remover);
  if (file.placements.length === 0) {
    return <p className="text-slate-600 dark:text-slate-300">Not placed on any page yet.</p>;
  }
  return (
    <ul className="grid gap-2">
      {file.placements.map((placement) => {
        const label = formatPlacement(placement);
        const route = findPlacementRoute(placement);
        return (
          <li
            key={placement.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-50 px-3 py-2 dark:bg-slate-800"
          >
            {route ? (
              <a
                href={route}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-teal-800 underline underline-offset-2 dark:text-teal-200"
              >
                {label}
                <span className="sr-only"> (opens the page in a new tab)</span>
              </a>
            ) : (
              <span className="font-semibold">{label}</span>
            )}
            <button
              type="button"
              disabled={remover.state !== "idle"}
              onClick={() =>
                remover.submit(
                  { intent: "unplace", id: file.id, placementId: placement.id },
                  { method: "post", action: adminTabPath("media") },
                )
              }
              className={cn(buttonBase, buttonStyles.secondary, "min-h-10 px-3 py-1.5 text-sm")}
            >
              Remove<span className="sr-only"> from {label}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** For the confirmation before switching off or deleting: where visitors will stop seeing it. */
export function describeUsage(file: MediaFile) {
  return file.placements.map(formatPlacement);
}
