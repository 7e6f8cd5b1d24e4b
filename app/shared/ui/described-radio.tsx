/**
 * A radio button with its label in bold and a sentence under it that says what choosing it does,
 * the sentence read out as the button's description.
 */
export function DescribedRadio({
  idPrefix,
  name,
  value,
  label,
  hint,
  defaultChecked,
}: {
  idPrefix: string;
  name: string;
  value: string;
  label: string;
  hint: string;
  defaultChecked: boolean;
}) {
  const id = `${idPrefix}-${value}`;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        defaultChecked={defaultChecked}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-5 shrink-0 accent-teal-700 dark:accent-teal-300"
      />
      <div>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      </div>
    </div>
  );
}
