import { ArrowRight } from "lucide-react";
import { cn } from "~/shared/lib/class-names";
import { getPage } from "~/shared/site/page-registry";
import type { Card, SectionFields } from "../page-content-schema";
import type { PageImage } from "../page-image";
import { ContentIcon } from "./content-icon";
import { ContentImage } from "./content-image";
import { iconBadgeClasses } from "./icon-card";
import { SectionShell } from "./section-shell";

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

type CardGridSectionProps = Omit<SectionFields<"cards">, "mediaSection"> & {
  tone?: "plain" | "tinted";
  featureImage?: PageImage;
};

export function CardGridSection({
  featureImage,
  id,
  title,
  intro,
  columns = 3,
  cards,
  tone,
}: CardGridSectionProps) {
  return (
    <SectionShell featureImage={featureImage} id={id} title={title} intro={intro} tone={tone}>
      <ul className={cn("grid gap-6", columnClasses[columns])}>
        {cards.map((card) => (
          <li key={card.id}>
            <ContentCard card={card} />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

function ContentCard({ card }: { card: Card }) {
  const linked = card.page ? getPage(card.page) : undefined;
  return (
    <article
      className={cn(
        "relative flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900",
        linked &&
          "transition-shadow focus-within:ring-4 focus-within:ring-amber-400 hover:shadow-lg",
      )}
    >
      {card.image ? (
        <ContentImage image={card.image} decorative className="aspect-[4/3] object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        {card.icon ? (
          <span className={cn("mb-4", iconBadgeClasses.teal)}>
            <ContentIcon name={card.icon} className="size-6" />
          </span>
        ) : null}
        {card.tag ? (
          <p className="mb-2 text-sm font-bold uppercase tracking-wide text-amber-800 dark:text-amber-300">
            {card.tag}
          </p>
        ) : null}
        <h3 className="text-xl font-bold text-slate-900 dark:text-white">
          {linked ? (
            <a href={linked.route} className="after:absolute after:inset-0 focus:outline-none">
              {card.title}
            </a>
          ) : (
            card.title
          )}
        </h3>
        <p className="mt-2 flex-1 leading-relaxed text-slate-700 dark:text-slate-300">
          {card.body}
        </p>
        {linked ? (
          <ArrowRight aria-hidden="true" className="mt-4 size-5 text-teal-700 dark:text-teal-300" />
        ) : null}
      </div>
    </article>
  );
}
