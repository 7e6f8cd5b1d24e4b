import { ArrowRight } from "lucide-react";
import { type SectionFields, SectionShell } from "~/features/pages";
import { whatsOnPath } from "../programme/programme-paths";
import type { ThisWeek } from "../programme/programme-view";
import { ProgrammeDays } from "./programme-days";

type ThisWeekSectionProps = SectionFields<"this-week"> & {
  thisWeek: ThisWeek | null;
  tone?: "plain" | "tinted";
};

/** The next seven days' sessions and events, and the way to the whole of What's on. */
export function ThisWeekSection({
  id,
  title,
  intro,
  nothingOn,
  linkLabel,
  thisWeek,
  tone,
}: ThisWeekSectionProps) {
  if (!thisWeek) return null;
  return (
    <SectionShell id={id} title={title} intro={intro} tone={tone}>
      {thisWeek.days.length === 0 ? (
        <p className="max-w-3xl text-lg text-slate-800 dark:text-slate-200">{nothingOn}</p>
      ) : (
        <ProgrammeDays
          days={thisWeek.days}
          today={thisWeek.today}
          level={3}
          nothingOn={nothingOn}
          idPrefix={id}
          brief
        />
      )}
      <p className="mt-8">
        <a
          href={whatsOnPath}
          className="inline-flex min-h-11 items-center gap-2 text-lg font-bold text-teal-800 underline underline-offset-4 hover:text-teal-950 dark:text-teal-300 dark:hover:text-teal-100"
        >
          {linkLabel}
          <ArrowRight aria-hidden="true" className="size-5 shrink-0" />
        </a>
      </p>
    </SectionShell>
  );
}
