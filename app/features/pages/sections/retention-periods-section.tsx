import { useSiteSettings } from "~/shared/site/use-site-settings";
import type { SectionFields } from "../page-content-schema";
import { privacyNotices } from "../privacy-notices";
import { SectionShell } from "./section-shell";

type RetentionPeriodsSectionProps = SectionFields<"retention-periods"> & {
  tone?: "plain" | "tinted";
};

/** The privacy policy's retention table: the same periods the forms' notices give. */
export function RetentionPeriodsSection({ id, title, intro, tone }: RetentionPeriodsSectionProps) {
  const { retention } = useSiteSettings();
  return (
    <SectionShell id={id} title={title} intro={intro} tone={tone}>
      <dl className="grid max-w-3xl gap-4">
        {Object.values(privacyNotices).map((notice) => (
          <div
            key={notice.label}
            className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
          >
            <dt className="font-bold text-slate-900 dark:text-white">{notice.label}</dt>
            <dd className="mt-1 text-slate-700 dark:text-slate-300">{notice.keep(retention)}</dd>
          </div>
        ))}
      </dl>
    </SectionShell>
  );
}
