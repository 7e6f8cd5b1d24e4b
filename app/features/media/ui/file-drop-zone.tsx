import { ImageUp } from "lucide-react";
import { type DragEvent, useId, useState } from "react";
import { cn } from "~/shared/lib/class-names";

type FileDropZoneProps = {
  /** The file input's label, e.g. "Files". */
  label: string;
  /** What may be picked, and that files can be dropped here. */
  hint: string;
  accept: string;
  disabled?: boolean;
  onPick: (files: File[]) => void;
};

/**
 * A file input that takes many files at once, inside an area files can be dropped on. The input
 * is the way in for keyboards and phones; dropping is a shortcut for a mouse.
 */
export function FileDropZone({ label, hint, accept, disabled, onPick }: FileDropZoneProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const accepts = (event: DragEvent) => !disabled && event.dataTransfer.types.includes("Files");
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse shortcut; the input inside is the way in for everyone.
    <div
      onDragOver={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "copy";
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (!disabled) onPick([...event.dataTransfer.files]);
      }}
      className={cn(
        "space-y-3 rounded-2xl border-2 border-dashed p-4 sm:p-5",
        dragging
          ? "border-teal-700 bg-teal-50 dark:border-teal-300 dark:bg-slate-800"
          : "border-slate-400 dark:border-slate-500",
      )}
    >
      <div className="flex items-start gap-3">
        <ImageUp
          aria-hidden="true"
          className="mt-0.5 size-6 shrink-0 text-teal-800 dark:text-teal-200"
        />
        <div>
          <label htmlFor={id} className="block font-semibold">
            {label}
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-300">
            {hint}
          </p>
        </div>
      </div>
      <input
        id={id}
        type="file"
        multiple
        accept={accept}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          onPick([...(event.currentTarget.files ?? [])]);
          // The list below holds the picks; the same file may be picked again after a removal.
          event.currentTarget.value = "";
        }}
        // The browser's "No file chosen" beside the button would contradict the list below.
        className="block w-full text-base text-transparent file:mr-4 file:min-h-11 file:rounded-full file:border-0 file:bg-teal-800 file:px-4 file:py-2 file:font-semibold file:text-white dark:file:bg-teal-300 dark:file:text-slate-950"
      />
    </div>
  );
}
