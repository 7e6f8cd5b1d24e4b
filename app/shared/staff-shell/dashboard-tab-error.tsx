import { useRouteError } from "react-router";
import { describeTabError } from "./tab-errors";

/** Every tab's error boundary: the error shows where the tab would be, inside the shell. */
export function DashboardTabError() {
  const { title, detail } = describeTabError(useRouteError());
  return (
    <section aria-labelledby="tab-error-heading" className="max-w-3xl">
      <h2 id="tab-error-heading" className="text-2xl font-bold">
        {title}
      </h2>
      <p className="mt-2 text-lg text-slate-700 dark:text-slate-200">{detail}</p>
    </section>
  );
}
