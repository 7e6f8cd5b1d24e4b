import { cn } from "~/shared/lib/class-names";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { SelectField } from "~/shared/ui/select-field";
import { TextField } from "~/shared/ui/text-field";
import { type FilterForm, filterParams, isFiltered } from "../programme/programme-filters";
import { whatsOnPath } from "../programme/programme-paths";
import { programmeWords } from "../programme/programme-words";
import { weekdays } from "../programme/weekdays";

/**
 * What's on's filters: a plain GET form, so it works without JavaScript and its answer is an
 * address to share. It comes back to the list (`#section`) with what was chosen still chosen.
 */
export function ProgrammeFilterForm({ form, sectionId }: { form: FilterForm; sectionId: string }) {
  const here = `${whatsOnPath}#${sectionId}`;
  return (
    <form
      method="get"
      action={here}
      aria-label={programmeWords.filtersLabel}
      className="flex max-w-3xl flex-wrap items-end gap-4 rounded-3xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <TextField
        label={programmeWords.ageLabel}
        hint={programmeWords.ageHint}
        name={filterParams.age}
        inputMode="numeric"
        autoComplete="off"
        defaultValue={form.values.age}
        error={form.errors.age}
        className="w-full sm:w-56"
      />
      <SelectField
        label={programmeWords.dayLabel}
        name={filterParams.day}
        placeholder={programmeWords.anyDay}
        options={weekdays}
        defaultValue={form.values.day}
        error={form.errors.day}
        className="w-full sm:w-48"
      />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={cn(buttonBase, buttonStyles.primary)}>
          {programmeWords.show}
        </button>
        {isFiltered(form.filters) || Object.keys(form.errors).length > 0 ? (
          <a
            href={here}
            className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-4 dark:text-teal-300"
          >
            {programmeWords.showEverything}
          </a>
        ) : null}
      </div>
    </form>
  );
}
