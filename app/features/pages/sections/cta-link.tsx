import { cn } from "~/shared/lib/class-names";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { type CallToActionKey, callsToAction, pageTargetHref } from "../calls-to-action";
import type { ActionLink } from "../page-content-schema";

type CtaLinkProps = {
  cta: CallToActionKey;
  variant?: keyof typeof buttonStyles;
  className?: string;
};

/**
 * A call to action, resolved to where it really leads (see calls-to-action.ts). Donate Now goes
 * to the Donate page's amount chooser, never to the giving page without an amount.
 */
export function CtaLink({ cta, variant = "primary", className }: CtaLinkProps) {
  const { label, target } = callsToAction[cta];
  return (
    <a href={pageTargetHref(target)} className={cn(buttonBase, buttonStyles[variant], className)}>
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
