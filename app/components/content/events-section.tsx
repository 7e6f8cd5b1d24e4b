import { CalendarDays } from "lucide-react";
import type { SiteEvent } from "~/content/events";
import type { SectionFields } from "~/content/page-content-schema";
import { ContentImage } from "./content-image";
import { SectionShell } from "./section-shell";

type EventsSectionProps = SectionFields<"events"> & {
  events: readonly SiteEvent[];
  tone?: "plain" | "tinted";
};

export function EventsSection({ id, title, intro, events, tone }: EventsSectionProps) {
  return (
    <SectionShell id={id} title={title} intro={intro} tone={tone}>
      <ul className="grid gap-6 md:grid-cols-3">
        {events.map((event) => (
          <li key={event.id}>
            <article className="flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900">
              {event.image ? (
                <ContentImage
                  image={event.image}
                  decorative
                  className="aspect-[4/3] object-cover"
                />
              ) : null}
              <div className="flex flex-1 flex-col p-6">
                <div className="flex flex-wrap items-center gap-2 text-sm font-bold">
                  <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-amber-950 dark:bg-amber-900/60 dark:text-amber-100">
                    <CalendarDays aria-hidden="true" className="size-4" />
                    {event.when}
                  </span>
                  <span className="rounded-full bg-teal-100 px-3 py-1 text-teal-900 dark:bg-teal-900 dark:text-teal-100">
                    {event.category}
                  </span>
                </div>
                <h3 className="mt-4 text-xl font-bold text-slate-900 dark:text-white">
                  {event.title}
                </h3>
                <p className="mt-2 leading-relaxed text-slate-700 dark:text-slate-300">
                  {event.body}
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
