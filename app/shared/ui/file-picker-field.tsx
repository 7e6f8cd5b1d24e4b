import { type Ref, useId } from "react";

type FilePickerFieldProps = {
  label: string;
  accept: string;
  disabled?: boolean;
  onPick: (file: File | undefined) => void;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled file input with a large target, for phones and keyboards alike. */
export function FilePickerField({ label, accept, disabled, onPick, ref }: FilePickerFieldProps) {
  const id = useId();
  return (
    <div className="space-y-1.5 sm:col-span-2">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        onChange={(event) => onPick(event.currentTarget.files?.[0])}
        className="block w-full rounded-xl border border-dashed border-slate-400 p-4 text-base file:mr-4 file:rounded-full file:border-0 file:bg-teal-800 file:px-4 file:py-2 file:font-semibold file:text-white dark:border-slate-500"
      />
    </div>
  );
}
