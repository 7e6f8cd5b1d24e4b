import type { SectionFields } from "../page-content-schema";
import { SectionShell } from "./section-shell";

type StepsSectionProps = SectionFields<"steps"> & { tone?: "plain" | "tinted" };

export function StepsSection({ id, title, intro, steps, tone }: StepsSectionProps) {
  return (
    <SectionShell id={id} title={title} intro={intro} tone={tone}>
      <ol className="grid gap-6 md:grid-cols-3">
        {steps.map((step, index) => (
          <li
            key={step.id}
            className="rounded-3xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-12 items-center justify-center rounded-full bg-teal-700 text-xl font-extrabold text-white dark:bg-teal-300 dark:text-slate-950"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-xl font-bold text-slate-900 dark:text-white">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 leading-relaxed text-slate-700 dark:text-slate-300">{step.body}</p>
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}
