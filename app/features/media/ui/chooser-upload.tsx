import { Upload, X } from "lucide-react";
import { useId, useState } from "react";
import { createPortal } from "react-dom";
import { cn } from "~/shared/lib/class-names";
import { StaffToaster } from "~/shared/staff-shell/staff-toaster";
import { ActionToasterContext } from "~/shared/staff-shell/use-action-toast";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { useModalDialog, wideDialogClass } from "~/shared/ui/use-modal-dialog";
import { type PhotoChooser, settleChooserUpload } from "../chooser-photo";
import type { MediaFile } from "../media-file";
import { QuickImageUploader } from "./quick-image-uploader";

/** A chooser's uploads go into the library only: it chooses them, staff place or save them. */
const noRecentUploads: MediaFile[] = [];
const noPlacingSections: never[] = [];
const chooserToasterId = "chooser-upload";

/**
 * "Upload a new photo" inside a photo chooser: the library's quick uploader, consent question and
 * all, in a dialog, so staff need not leave a half-filled form for the Media tab. Once it is saved
 * the chooser is told, if the photo may be chosen there (ADR 0026), and what happened is said.
 */
export function ChooserUpload({
  chooser,
  onChosen,
}: {
  chooser: PhotoChooser;
  onChosen: (file: MediaFile) => void;
}) {
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState("");
  const uploaded = (file: MediaFile) => {
    const settled = settleChooserUpload(file, chooser);
    setOutcome(settled.message);
    if (settled.chosen) onChosen(file);
  };
  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={cn(buttonBase, buttonStyles.secondary, "min-h-10 px-4 py-2 text-sm")}
      >
        <Upload aria-hidden="true" className="size-4" />
        Upload a new photo
      </button>
      <p role="status" className="text-sm font-semibold text-slate-700 dark:text-slate-200">
        {outcome}
      </p>
      {/* Outside the chooser's own form, if it has one: a form may not hold another. */}
      {open
        ? createPortal(
            <UploadDialog onClose={() => setOpen(false)} onUploaded={uploaded} />,
            document.body,
          )
        : null}
    </div>
  );
}

function UploadDialog({
  onClose,
  onUploaded,
}: {
  onClose: () => void;
  onUploaded: (file: MediaFile) => void;
}) {
  const dialog = useModalDialog(true);
  const titleId = useId();
  const close = () => dialog.current?.close();
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      // React passes events up its own tree, portals included: the chooser's form must not see it.
      onSubmit={(event) => event.stopPropagation()}
      className={wideDialogClass}
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-xl font-bold">
          Upload a new photo
        </h2>
        <button
          type="button"
          onClick={close}
          className={cn(buttonBase, buttonStyles.secondary, "min-h-10 shrink-0 px-3 py-2")}
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Close</span>
        </button>
      </div>
      {/* The page's toasts are behind the modal dialog: the uploader's own go to the dialog's. */}
      <ActionToasterContext value={chooserToasterId}>
        <QuickImageUploader
          recent={noRecentUploads}
          placingSections={noPlacingSections}
          onUploaded={(file) => {
            // Closing first puts focus back on the opener; a chooser that chooses it moves it on.
            close();
            onUploaded(file);
          }}
        />
        <StaffToaster id={chooserToasterId} />
      </ActionToasterContext>
    </dialog>
  );
}
