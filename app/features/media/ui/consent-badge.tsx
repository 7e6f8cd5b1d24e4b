import { cn } from "~/shared/lib/class-names";
import { type ConsentStatus, describeConsent } from "../media-consent";
import type { MediaFile } from "../media-file";

const tones: Record<ConsentStatus, string> = {
  unreviewed: "bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50",
  "no-children": "bg-slate-100 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
  consented: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50",
  "no-consent": "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  withdrawn: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  expired: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
};

/** The file's consent state in a word or two, coloured by whether it needs attention. */
export function ConsentBadge({ file }: { file: MediaFile }) {
  const { status, label } = describeConsent(file.consent);
  return <span className={cn("rounded-full px-2.5 py-1", tones[status])}>{label}</span>;
}
