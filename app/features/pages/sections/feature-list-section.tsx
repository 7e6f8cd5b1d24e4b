import { Check } from "lucide-react";
import type { SectionFields } from "../page-content-schema";
import { ContentIcon } from "./content-icon";
import { SectionShell } from "./section-shell";

type FeatureListSectionProps = SectionFields<"features"> & { tone?: "plain" | "tinted" };

export function FeatureListSection({ id, title, intro, items, tone }: FeatureListSectionProps) {
  return (
    <SectionShell id={id} title={title} intro={intro} tone={tone}>
      <ul className="grid gap-x-10 gap-y-8 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.id} className="flex gap-4">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">
              {item.icon ? (
                <ContentIcon name={item.icon} className="size-5" />
              ) : (
                <Check aria-hidden="true" className="size-5" />
              )}
            </span>
            <div>
              <h3 className="text-lg font-bold text-slate-900 dark:text-white">{item.title}</h3>
              <p className="mt-1 leading-relaxed text-slate-700 dark:text-slate-300">{item.body}</p>
            </div>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
