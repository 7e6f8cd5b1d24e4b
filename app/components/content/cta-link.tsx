import { Link } from "react-router";
import { buttonBase, buttonStyles } from "~/components/ui/button-styles";
import { type CallToActionKey, callsToAction, pageTargetHref } from "~/content/calls-to-action";
import type { ActionLink } from "~/content/page-content-schema";
import { getPage } from "~/content/page-registry";
import { cn } from "~/lib/class-names";
import { buildDonationUrl } from "~/lib/donation-link";
import { useSiteSettings } from "~/lib/use-site-settings";

type CtaLinkProps = {
  cta: CallToActionKey;
  variant?: keyof typeof buttonStyles;
  className?: string;
};

/** A call to action, resolved to where it really leads (see calls-to-action.ts). */
export function CtaLink({ cta, variant = "primary", className }: CtaLinkProps) {
  const settings = useSiteSettings();
  const { label, target } = callsToAction[cta];
  const classes = cn(buttonBase, buttonStyles[variant], className);

  if (target.kind === "page") {
    return (
      <Link to={pageTargetHref(target)} className={classes}>
        {label}
      </Link>
    );
  }
  const donationUrl = buildDonationUrl(settings.donationUrl, target.frequency);
  return (
    <a href={donationUrl ?? getPage("donate").route} className={classes}>
      {label}
    </a>
  );
}

/** A row of calls to action on a dark band; secondary ones are outlined. */
export function CtaActions({ actions }: { actions: readonly ActionLink[] }) {
  return actions.map((action) => (
    <CtaLink
      key={action.id}
      cta={action.cta}
      variant={action.variant === "secondary" ? "onDark" : "primary"}
    />
  ));
}
