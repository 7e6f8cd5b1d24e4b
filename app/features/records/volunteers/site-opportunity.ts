import type { RecordImage } from "~/features/pages";

/** A volunteer opportunity as the public volunteer pages show it. */
export type SiteOpportunity = {
  id: string;
  title: string;
  type: string;
  timeCommitment: string;
  skills: string;
  description: string;
  image: RecordImage | null;
};
