import { type ReactNode, useId } from "react";
import { cn } from "~/shared/lib/class-names";
import { buttonBase, buttonStyles } from "./button-styles";
import { useModalDialog } from "./use-modal-dialog";

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal question built on <dialog>: focus is trapped and Escape cancels, as the browser does
 * natively; focus returns to the button that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useModalDialog(open);
  const titleId = useId();
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onCancel}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id={titleId} className="text-xl font-bold">
        {title}
      </h2>
      <div className="mt-3 text-slate-700 dark:text-slate-200">{children}</div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={onCancel}
          className={cn(buttonBase, buttonStyles.secondary, "min-h-10 px-4 py-2 text-sm")}
        >
          Cancel
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={onConfirm}
          className={cn(buttonBase, buttonStyles.danger, "min-h-10 px-4 py-2 text-sm")}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
