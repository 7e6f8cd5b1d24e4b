import { X } from "lucide-react";
import { useId, useRef } from "react";
import { cn } from "~/shared/lib/class-names";
import { StaffToaster } from "~/shared/staff-shell/staff-toaster";
import { ActionToasterContext } from "~/shared/staff-shell/use-action-toast";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { useModalDialog, wideDialogClass } from "~/shared/ui/use-modal-dialog";
import { describeConsent } from "../media-consent";
import type { MediaFile } from "../media-file";
import { ConsentBadge } from "./consent-badge";
import { FocalPointForm } from "./focal-point-form";
import { MediaConsentForm } from "./media-consent-form";
import { MediaPlaceForm, type PlaceableSections } from "./media-place-form";
import { MediaUsageList } from "./media-usage-list";

/** One for every Details dialog: only the open one has it. */
const detailsToasterId = "media-details";

type MediaDetailsDialogProps = {
  file: MediaFile;
  open: boolean;
  onClose: () => void;
  placeableSections: PlaceableSections;
};

/** A file's detail view: where it is used, placing it on another page, and its consent record. */
export function MediaDetailsDialog({
  file,
  open,
  onClose,
  placeableSections,
}: MediaDetailsDialogProps) {
  const dialog = useModalDialog(open);
  const titleId = useId();
  const usageHeading = useRef<HTMLHeadingElement>(null);
  const { advice } = describeConsent(file.consent);
  const sectionClass = "space-y-3 border-t border-slate-200 pt-5 dark:border-slate-700";

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      // React hands this dialog the close events of dialogs nested in it (the withdraw
      // confirmation; react#34038), which must not close it.
      onClose={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={wideDialogClass}
    >
      {open ? (
        <ActionToasterContext value={detailsToasterId}>
          <div className="space-y-5">
            <div className="flex items-start justify-between gap-4">
              <div className="min-w-0">
                <h2 id={titleId} className="break-words text-xl font-bold">
                  {file.originalName}
                </h2>
                <p className="mt-1 break-words text-slate-600 dark:text-slate-300">
                  {file.altText}
                </p>
              </div>
              <button
                type="button"
                onClick={onClose}
                className={cn(buttonBase, buttonStyles.secondary, "min-h-10 shrink-0 px-3 py-2")}
              >
                <X aria-hidden="true" className="size-5" />
                <span className="sr-only">Close details</span>
              </button>
            </div>
            <div className="flex flex-wrap gap-2 text-xs font-bold uppercase tracking-wide">
              <ConsentBadge file={file} />
            </div>
            {advice ? (
              <p className="rounded-xl bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-50">
                {advice}
              </p>
            ) : null}
            {file.fileType === "image" ? (
              <section aria-labelledby={`${titleId}-focal`} className={sectionClass}>
                <h3 id={`${titleId}-focal`} className="text-lg font-bold">
                  Focal point
                </h3>
                <FocalPointForm file={file} />
              </section>
            ) : null}
            <section aria-labelledby={`${titleId}-usage`} className={sectionClass}>
              <h3
                ref={usageHeading}
                id={`${titleId}-usage`}
                tabIndex={-1}
                className="text-lg font-bold"
              >
                Where this is used
              </h3>
              <MediaUsageList file={file} headingRef={usageHeading} />
            </section>
            <section aria-labelledby={`${titleId}-place`} className={sectionClass}>
              <h3 id={`${titleId}-place`} className="text-lg font-bold">
                Place on another page
              </h3>
              <MediaPlaceForm file={file} placeableSections={placeableSections} />
            </section>
            <section aria-labelledby={`${titleId}-consent`} className={sectionClass}>
              <h3 id={`${titleId}-consent`} className="text-lg font-bold">
                Consent
              </h3>
              <MediaConsentForm file={file} />
            </section>
          </div>
          {/* In the dialog's top layer, so its forms' answers are seen and heard. */}
          <StaffToaster id={detailsToasterId} />
        </ActionToasterContext>
      ) : null}
    </dialog>
  );
}
