import type { FieldErrors } from "~/shared/lib/field-errors";
import { figureToken } from "~/shared/site/figure-tokens";
import {
  type ImpactFigures,
  impactFigureKeys,
  impactFigureNames,
} from "~/shared/site/impact-stats";
import { TextField } from "~/shared/ui/text-field";

/**
 * The Settings form's impact figures: the home page's counters, and the numbers page text quotes
 * through their tokens, so one change here reaches every page.
 */
export function ImpactFiguresFields({
  figures,
  errors,
}: {
  figures: ImpactFigures;
  errors: FieldErrors;
}) {
  return (
    <fieldset className="grid gap-5 sm:col-span-2">
      <legend className="mb-2 font-bold">Impact figures</legend>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        The numbers in the home page's Our Impact band. Page text quotes a number by its code, like{" "}
        <code className="font-mono">{figureToken("children-weekly")}</code>: change the number here
        and every page quoting it follows. “After it” is an optional sign shown after the number,
        like + for “more than”.
      </p>
      {impactFigureKeys.map((key) => {
        const name = (part: string) => `impactFigures.${key}.${part}`;
        return (
          <fieldset
            key={key}
            className="grid gap-4 rounded-2xl border border-slate-300 p-4 sm:grid-cols-[9rem_9rem_1fr] dark:border-slate-600"
          >
            <legend className="px-2 font-semibold">{impactFigureNames[key]}</legend>
            <p className="text-sm text-slate-600 sm:col-span-3 dark:text-slate-300">
              In page text: <code className="font-mono">{figureToken(key)}</code>
            </p>
            <TextField
              label="Number"
              name={name("value")}
              inputMode="numeric"
              defaultValue={figures[key].value}
              required
              error={errors[name("value")]}
            />
            <TextField
              label="After it"
              name={name("suffix")}
              defaultValue={figures[key].suffix}
              error={errors[name("suffix")]}
            />
            <TextField
              label="Words under it"
              name={name("label")}
              defaultValue={figures[key].label}
              required
              error={errors[name("label")]}
            />
          </fieldset>
        );
      })}
    </fieldset>
  );
}
