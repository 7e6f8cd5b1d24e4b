import { Star } from "lucide-react";
import { cn } from "~/lib/class-names";
import { FieldError, fieldLabelClass, RequiredMarker } from "./field-messages";
import { usePublicField } from "./public-form-context";

const ratings = [1, 2, 3, 4, 5] as const;

// A star is filled when it is chosen or a later one is: plain CSS, so it works without JavaScript.
const starClass = cn(
  "flex size-12 cursor-pointer items-center justify-center rounded-xl text-slate-500 dark:text-slate-400",
  "has-checked:text-amber-700 has-checked:*:fill-amber-400 [&:has(~label_:checked)]:text-amber-700 [&:has(~label_:checked)]:*:fill-amber-400",
  "dark:has-checked:text-amber-300 dark:has-checked:*:fill-amber-300 dark:[&:has(~label_:checked)]:text-amber-300 dark:[&:has(~label_:checked)]:*:fill-amber-300",
  "has-focus-visible:outline-3 has-focus-visible:outline-teal-700 dark:has-focus-visible:outline-amber-300",
);

type StarRatingFieldProps = { name: string; legend: string; required?: boolean };

/** 1 to 5 stars as radio buttons: arrow keys move between them, none is chosen at first. */
export function StarRatingField({ name, legend, required = false }: StarRatingFieldProps) {
  const field = usePublicField(name);
  return (
    <fieldset className="space-y-1.5">
      <legend className={fieldLabelClass}>
        {legend}
        {required ? <RequiredMarker /> : null}
      </legend>
      <div className="flex gap-1">
        {ratings.map((stars) => (
          <label key={stars} className={starClass}>
            <input
              type="radio"
              name={name}
              value={stars}
              defaultChecked={field.value === String(stars)}
              required={required}
              aria-invalid={field.error ? true : undefined}
              aria-describedby={field.describedBy}
              className="sr-only"
            />
            <Star aria-hidden="true" className="size-9" />
            <span className="sr-only">{stars === 1 ? "1 star" : `${stars} stars`}</span>
          </label>
        ))}
      </div>
      <FieldError id={field.errorId} error={field.error} />
    </fieldset>
  );
}
