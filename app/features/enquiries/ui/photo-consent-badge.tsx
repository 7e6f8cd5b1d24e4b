import { Camera, CameraOff } from "lucide-react";
import { cn } from "~/shared/lib/class-names";
import type { ConsentScope } from "~/shared/site/consent-scopes";
import { describePhotoConsent } from "~/shared/site/enquiry-vocabulary";

/**
 * A parent's photo choice, where staff cannot miss it: "Photos: Website, Print", or a red
 * "No photos" with a crossed-out camera, so it never depends on colour alone.
 */
export function PhotoConsentBadge({ scopes }: { scopes: readonly ConsentScope[] }) {
  const none = scopes.length === 0;
  const Icon = none ? CameraOff : Camera;
  return (
    <p
      className={cn(
        "inline-flex items-center gap-2 rounded-lg border-2 px-3 py-1.5 font-bold",
        none
          ? "border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100"
          : "border-green-700 bg-green-50 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-50",
      )}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {none ? describePhotoConsent(scopes) : `Photos: ${describePhotoConsent(scopes)}`}
    </p>
  );
}
