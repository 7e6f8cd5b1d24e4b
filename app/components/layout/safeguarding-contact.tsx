import { BreakableAddress } from "~/components/ui/breakable-address";
import { detailLabels } from "~/content/site-settings";
import { buildTelHref } from "~/lib/contact-links";
import { useSiteSettings } from "~/lib/use-site-settings";

/**
 * Who to tell when worried about a child, from the Settings: in the footer of every page and on
 * the Contact page, worded the same in both.
 */
export function SafeguardingContact({ linkClassName }: { linkClassName: string }) {
  const { safeguarding } = useSiteSettings();
  return (
    <div className="space-y-2">
      <p>
        {detailLabels.safeguardingLead}, {safeguarding.leadName}, on{" "}
        <a href={buildTelHref(safeguarding.phone)} className={`${linkClassName} whitespace-nowrap`}>
          {safeguarding.phone}
        </a>{" "}
        or at{" "}
        <a href={`mailto:${safeguarding.email}`} className={linkClassName}>
          <BreakableAddress text={safeguarding.email} />
        </a>
        .
      </p>
      <p className="font-semibold">{detailLabels.emergency}</p>
      {safeguarding.policyUrl ? (
        <p>
          <a
            href={safeguarding.policyUrl}
            rel="noopener noreferrer"
            target="_blank"
            className={linkClassName}
          >
            {detailLabels.safeguardingPolicy}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
    </div>
  );
}
