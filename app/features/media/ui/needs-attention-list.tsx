import { Download, ListChecks } from "lucide-react";
import { useId, useState } from "react";
import { ConfirmedDownloadLink } from "~/features/accounts";
import { cn } from "~/shared/lib/class-names";
import { formatDay } from "~/shared/lib/format-date-time";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { describeConsent } from "../media-consent";
import { mediaMessages } from "../messages";
import type { NeedsAttentionItem } from "../needs-attention";
import { ConsentBadge } from "./consent-badge";
import { MediaDetailsDialog } from "./media-details-dialog";
import type { PlaceableSections } from "./media-place-form";
import { MediaThumbnail } from "./media-thumbnail";

function explain({ file, reason, missingSince }: NeedsAttentionItem) {
  if (reason === "missing" && missingSince) {
    return mediaMessages.media.missingObjects(formatDay(missingSince));
  }
  if (reason === "expiring" && file.consent.expiresOn) {
    return `Consent runs out on ${formatDay(file.consent.expiresOn)}; the file will then be hidden. Record renewed consent to keep it.`;
  }
  return describeConsent(file.consent).advice ?? "";
}

/** Files that need staff to act for safeguarding, and the consent register as a spreadsheet. */
export function NeedsAttentionList({
  items,
  placeableSections,
}: {
  items: NeedsAttentionItem[];
  placeableSections: PlaceableSections;
}) {
  const headingId = useId();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-bold">
          Needs attention
        </h2>
        <ConfirmedDownloadLink
          href="/admin/media/consent-register.csv"
          className={cn(buttonBase, buttonStyles.secondary, "min-h-10 gap-2 px-4 py-2 text-sm")}
        >
          <Download aria-hidden="true" className="size-4" /> Consent register (CSV)
        </ConfirmedDownloadLink>
      </div>
      {items.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">
          Nothing needs attention: every file on the site has its consent in order.
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {items.map((item) => (
            <li
              key={item.file.id}
              className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50/60 p-3 dark:border-amber-700 dark:bg-slate-900"
            >
              <span aria-hidden="true" className="block w-24 shrink-0">
                <MediaThumbnail file={item.file} className="aspect-video w-full rounded-lg" />
              </span>
              <div className="min-w-0 flex-1 space-y-2">
                <p className="break-words font-semibold">{item.file.originalName}</p>
                <p className="text-xs font-bold uppercase tracking-wide">
                  <ConsentBadge file={item.file} />
                </p>
                <p className="text-sm">{explain(item)}</p>
                <button
                  type="button"
                  onClick={() => setOpen(item.file.id)}
                  className={cn(
                    buttonBase,
                    buttonStyles.secondary,
                    "min-h-10 gap-1.5 px-3 py-1.5 text-sm",
                  )}
                >
                  <ListChecks aria-hidden="true" className="size-4" /> Details
                  <span className="sr-only"> of {item.file.originalName}</span>
                </button>
              </div>
              <MediaDetailsDialog
                file={item.file}
                open={open === item.file.id}
                onClose={() => setOpen(null)}
                placeableSections={placeableSections}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
