import { ChevronDown } from "lucide-react";
import type { SectionFields } from "../page-content-schema";
import { SectionShell } from "./section-shell";

type FaqSectionProps = SectionFields<"faq"> & { tone?: "plain" | "tinted" };

/** Native <details> disclosures: keyboard and screen-reader friendly, and they work without JS. */
export function FaqSection({ id, title, intro, topics, tone }: FaqSectionProps) {
  return (
    <SectionShell id={id} title={title} intro={intro} tone={tone}>
      <nav aria-label="FAQ topics" className="mb-10">
        <ul className="flex flex-wrap gap-2">
          {topics.map((topic, index) => (
            <li key={topic.id}>
              <a
                href={`#${id}-topic-${index + 1}`}
                className="inline-flex min-h-11 items-center rounded-full border border-teal-700 px-4 font-semibold text-teal-900 hover:bg-teal-50 dark:border-teal-300 dark:text-teal-100 dark:hover:bg-slate-800"
              >
                {topic.topic}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-12">
        {topics.map((topic, index) => (
          <div key={topic.id}>
            <h3
              id={`${id}-topic-${index + 1}`}
              className="text-2xl font-bold text-slate-900 dark:text-white"
            >
              {topic.topic}
            </h3>
            <div className="mt-4 divide-y divide-slate-200 rounded-3xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
              {topic.items.map((item) => (
                <details key={item.id} className="group">
                  <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-6 py-4 text-lg font-semibold text-slate-900 dark:text-white [&::-webkit-details-marker]:hidden">
                    {item.question}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 shrink-0 transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <p className="px-6 pb-6 leading-relaxed text-slate-700 dark:text-slate-300">
                    {item.answer}
                  </p>
                </details>
              ))}
            </div>
          </div>
        ))}
      </div>
    </SectionShell>
  );
}
