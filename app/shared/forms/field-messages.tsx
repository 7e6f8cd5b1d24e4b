/** The words around a public form's field: its required marker, hint and error. */

export const fieldLabelClass = "block font-semibold text-slate-900 dark:text-white";

export function RequiredMarker() {
  return <span className="font-normal text-slate-700 dark:text-slate-300"> (required)</span>;
}

export function FieldHint({ id, children }: { id: string | undefined; children: string }) {
  return (
    <p id={id} className="text-sm text-slate-700 dark:text-slate-300">
      {children}
    </p>
  );
}

export function FieldError({ id, error }: { id: string | undefined; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm font-semibold text-red-700 dark:text-red-400">
      {error}
    </p>
  );
}
