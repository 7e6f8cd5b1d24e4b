import type { ImpactStat } from "~/shared/site/impact-stats";
import type { PageImage } from "../page-image";
import { ImpactCounters } from "./impact-counters";
import { SectionShell } from "./section-shell";

type StatsBandSectionProps = {
  featureImage?: PageImage;
  id: string;
  title: string;
  intro?: string;
  stats: readonly ImpactStat[];
  tone?: "plain" | "tinted";
};

export function StatsBandSection({
  id,
  title,
  intro,
  stats,
  tone,
  featureImage,
}: StatsBandSectionProps) {
  return (
    <SectionShell featureImage={featureImage} id={id} title={title} intro={intro} tone={tone}>
      <ImpactCounters stats={stats} />
    </SectionShell>
  );
}
