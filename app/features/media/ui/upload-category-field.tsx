import { useId } from "react";
import { SelectField } from "~/shared/ui/select-field";
import { categoryOptions } from "./media-options";

type UploadCategoryFieldProps = {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
};

/** An upload form's category, set from the page's subject until staff choose another. */
export function UploadCategoryField({ value, onChange, disabled }: UploadCategoryFieldProps) {
  const hintId = useId();
  return (
    <div className="space-y-1.5">
      <SelectField
        label="Category"
        name="category"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        disabled={disabled}
        options={categoryOptions}
        aria-describedby={hintId}
      />
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
        Set from the page. Change it if these files show something else.
      </p>
    </div>
  );
}
