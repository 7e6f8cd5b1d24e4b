import { buildTelHref } from "~/shared/lib/contact-links";
import { isDocumentPath } from "~/shared/site/document-path";
import { detailLabels } from "~/shared/site/site-settings";
import { useSiteSettings } from "~/shared/site/use-site-settings";
import { BreakableAddress } from "~/shared/ui/breakable-address";

/**
 * Who to tell when worried about a child, from the Settings: in the footer of every page and on
 * the Contact page, worded the same in both. Until Settings hold a real lead, a national
 * helpline stands in, so a worried visitor always has a number to call.
 */
export function SafeguardingContact({ linkClassName }: { linkClassName: string }) {
  const { safeguarding } = useSiteSettings();
  const phone = safeguarding.phone ? (
    <a href={buildTelHref(safeguarding.phone)} className={`${linkClassName} whitespace-nowrap`}>
      {safeguarding.phone}
    </a>
  ) : null;
  const email = safeguarding.email ? (
    <a href={`mailto:${safeguarding.email}`} className={linkClassName}>
      <BreakableAddress text={safeguarding.email} />
    </a>
  ) : null;
  return (
    <div className="space-y-2">
      {phone || email ? (
        <p>
          {detailLabels.safeguardingLead}
          {safeguarding.leadName ? `, ${safeguarding.leadName},` : ""}
          {phone ? <> on {phone}</> : null}
          {phone && email ? " or" : null}
          {email ? <> at {email}</> : null}.
        </p>
      ) : (
        <p>{detailLabels.nationalHelpline}</p>
      )}
      <p className="font-semibold">{detailLabels.emergency}</p>
      {safeguarding.policyUrl ? (
        <p>
          {/* The site's own document downloads where it is; another site's page opens beside this one. */}
          {isDocumentPath(safeguarding.policyUrl) ? (
            <a href={safeguarding.policyUrl} className={linkClassName}>
              {detailLabels.safeguardingPolicy} (PDF)
            </a>
          ) : (
            <a
              href={safeguarding.policyUrl}
              rel="noopener noreferrer"
              target="_blank"
              className={linkClassName}
            >
              {detailLabels.safeguardingPolicy}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </p>
      ) : null}
    </div>
  );
}
