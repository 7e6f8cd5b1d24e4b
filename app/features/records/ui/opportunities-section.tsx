import { ArrowRight, Clock } from "lucide-react";
import { type SectionFields, SectionShell } from "~/features/pages";
import { cn } from "~/shared/lib/class-names";
import { focalPointStyle } from "~/shared/lib/focal-point";
import { getPage } from "~/shared/site/page-registry";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import type { SiteOpportunity } from "../volunteers/site-opportunity";

type OpportunitiesSectionProps = SectionFields<"opportunities"> & {
  opportunities: readonly SiteOpportunity[];
  tone?: "plain" | "tinted";
};

/** The Volunteers tab's open roles, each leading to the application form with it chosen. */
export function OpportunitiesSection({
  id,
  title,
  intro,
  noneOpen,
  opportunities,
  tone,
}: OpportunitiesSectionProps) {
  return (
    <SectionShell id={id} title={title} intro={intro} tone={tone}>
      {opportunities.length === 0 ? (
        <p className="max-w-3xl rounded-3xl border border-slate-200 bg-white p-6 text-lg text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200">
          {noneOpen}
        </p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {opportunities.map((opportunity) => (
            <li key={opportunity.id}>
              <OpportunityCard opportunity={opportunity} />
            </li>
          ))}
        </ul>
      )}
    </SectionShell>
  );
}

/** The apply page with this role chosen, scrolled to its form. */
function applyHref(opportunityId: string) {
  const query = new URLSearchParams({ role: opportunityId });
  return `${getPage("volunteer-apply").route}?${query}#application-form`;
}

function OpportunityCard({ opportunity }: { opportunity: SiteOpportunity }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900">
      {opportunity.image ? (
        <img
          src={opportunity.image.src}
          alt={opportunity.image.alt}
          loading="lazy"
          decoding="async"
          style={focalPointStyle(opportunity.image.focalPoint)}
          className="aspect-[4/3] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <p className="mb-3">
          <span className="inline-block rounded-full bg-teal-100 px-3 py-1 text-sm font-bold text-teal-900 dark:bg-teal-900 dark:text-teal-100">
            {opportunity.type}
          </span>
        </p>
        <h3 className="text-xl font-bold text-slate-900 dark:text-white">{opportunity.title}</h3>
        <dl className="mt-3 space-y-2 text-slate-700 dark:text-slate-300">
          <div className="flex items-start gap-2">
            <dt>
              <Clock
                aria-hidden="true"
                className="mt-0.5 size-5 text-teal-700 dark:text-teal-300"
              />
              <span className="sr-only">Time commitment</span>
            </dt>
            <dd className="font-semibold">{opportunity.timeCommitment}</dd>
          </div>
          {opportunity.skills ? (
            <div>
              <dt className="inline font-semibold">Skills: </dt>
              <dd className="inline">{opportunity.skills}</dd>
            </div>
          ) : null}
        </dl>
        <p className="mt-3 flex-1 leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300">
          {opportunity.description}
        </p>
        <a
          href={applyHref(opportunity.id)}
          className={cn(buttonBase, buttonStyles.primary, "mt-6 self-start")}
        >
          Apply for this role
          <span className="sr-only"> ({opportunity.title})</span>
          <ArrowRight aria-hidden="true" className="size-5" />
        </a>
      </div>
    </article>
  );
}
