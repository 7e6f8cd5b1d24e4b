import { Star } from "lucide-react";
import { FieldError, fieldLabelClass, RequiredMarker } from "~/shared/forms/field-messages";
import { usePublicField } from "~/shared/forms/public-form-context";
import { cn } from "~/shared/lib/class-names";
import { describeRating, type Rating, ratings, ratingWords } from "~/shared/site/rating-words";

// A star is filled when it is chosen or a later one is: plain CSS, so it works without JavaScript.
const starClass = cn(
  "flex size-12 cursor-pointer items-center justify-center rounded-xl text-slate-500 dark:text-slate-400",
  "has-checked:text-amber-700 has-checked:*:fill-amber-400 [&:has(~label_:checked)]:text-amber-700 [&:has(~label_:checked)]:*:fill-amber-400",
  "dark:has-checked:text-amber-300 dark:has-checked:*:fill-amber-300 dark:[&:has(~label_:checked)]:text-amber-300 dark:[&:has(~label_:checked)]:*:fill-amber-300",
  "has-focus-visible:outline-3 has-focus-visible:outline-teal-700 dark:has-focus-visible:outline-amber-300",
);

type StarRatingFieldProps = { name: string; legend: string; required?: boolean };

// The chosen rating's word, shown by CSS alone so it works before (or without) JavaScript.
// Written out in full: Tailwind only builds class names it finds whole in the source.
const chosenWordClass: Record<Rating, string> = {
  1: "group-has-[input[value='1']:checked]:inline",
  2: "group-has-[input[value='2']:checked]:inline",
  3: "group-has-[input[value='3']:checked]:inline",
  4: "group-has-[input[value='4']:checked]:inline",
  5: "group-has-[input[value='5']:checked]:inline",
};

/**
 * 1 to 5 stars as radio buttons, each named by its word ("Very Good, 4 stars"): arrow keys move
 * between them, none is chosen at first.
 */
export function StarRatingField({ name, legend, required = false }: StarRatingFieldProps) {
  const field = usePublicField(name);
  return (
    <fieldset className="group space-y-1.5">
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
            <span className="sr-only">{describeRating(stars)}</span>
          </label>
        ))}
      </div>
      {/* Hidden from screen readers: the chosen radio's own name already says it. */}
      <p aria-hidden="true" className="min-h-6 font-semibold">
        {ratings.map((stars) => (
          <span key={stars} className={cn("hidden", chosenWordClass[stars])}>
            {ratingWords[stars]}
          </span>
        ))}
      </p>
      <FieldError id={field.errorId} error={field.error} />
    </fieldset>
  );
}
