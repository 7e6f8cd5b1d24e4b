import { Link } from "react-router";
import { type CallToActionKey, callsToAction } from "~/content/calls-to-action";
import type { ActionLink } from "~/content/page-content-types";
import { getPage } from "~/content/page-registry";
import { cn } from "~/lib/class-names";
import { buildMailto } from "~/lib/contact-links";
import { buildDonationUrl } from "~/lib/donation-link";
import { useSiteSettings } from "~/lib/use-site-settings";

export const buttonStyles = {
  primary:
    "bg-amber-400 text-slate-950 hover:bg-amber-300 focus-visible:outline-amber-500 dark:bg-amber-300 dark:hover:bg-amber-200",
  secondary:
    "border-2 border-current bg-transparent text-teal-900 hover:bg-teal-50 dark:text-teal-100 dark:hover:bg-slate-800",
  onDark: "border-2 border-white/80 bg-transparent text-white hover:bg-white/10",
} as const;

export const buttonBase =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-bold transition-colors";

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
      <Link to={getPage(target.page).route} className={classes}>
        {label}
      </Link>
    );
  }
  if (target.kind === "email") {
    return (
      <a href={buildMailto(settings.email, target.subject)} className={classes}>
        {label}
      </a>
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
      key={action.cta}
      cta={action.cta}
      variant={action.variant === "secondary" ? "onDark" : "primary"}
    />
  ));
}
