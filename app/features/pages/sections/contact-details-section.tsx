import { Clock, Mail, MapPin, Phone, ShieldCheck } from "lucide-react";
import { buildTelHref } from "~/shared/lib/contact-links";
import { detailLabels, listedSocialNetworks, socialNetworks } from "~/shared/site/site-settings";
import { useSiteSettings } from "~/shared/site/use-site-settings";
import { BreakableAddress } from "~/shared/ui/breakable-address";
import { SafeguardingContact } from "../layout/safeguarding-contact";
import type { SectionFields } from "../page-content-schema";
import { IconCard } from "./icon-card";
import { SectionShell } from "./section-shell";

type ContactDetailsSectionProps = SectionFields<"contact-details"> & {
  tone?: "plain" | "tinted";
};

export function ContactDetailsSection({
  id,
  title,
  intro,
  phoneHeading,
  emailHeading,
  addressHeading,
  socialHeading,
  tone,
}: ContactDetailsSectionProps) {
  const settings = useSiteSettings();
  const socials = listedSocialNetworks(settings);
  return (
    <SectionShell id={id} title={title} intro={intro} tone={tone}>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {settings.phone ? (
          <IconCard icon={<Phone aria-hidden="true" className="size-6" />} heading={phoneHeading}>
            <a
              href={buildTelHref(settings.phone)}
              className="font-semibold whitespace-nowrap underline"
            >
              {settings.phone}
            </a>
          </IconCard>
        ) : null}
        {settings.email ? (
          <IconCard icon={<Mail aria-hidden="true" className="size-6" />} heading={emailHeading}>
            <a href={`mailto:${settings.email}`} className="font-semibold underline">
              <BreakableAddress text={settings.email} />
            </a>
          </IconCard>
        ) : null}
        {settings.address.length > 0 ? (
          <IconCard
            icon={<MapPin aria-hidden="true" className="size-6" />}
            heading={addressHeading}
          >
            <address className="not-italic">
              {settings.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </IconCard>
        ) : null}
        {settings.openingHours.length > 0 ? (
          <IconCard
            icon={<Clock aria-hidden="true" className="size-6" />}
            heading={detailLabels.openingHours}
          >
            <ul className="space-y-1">
              {settings.openingHours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </IconCard>
        ) : null}
        {socials.length > 0 ? (
          <IconCard
            icon={
              <span aria-hidden="true" className="text-xl font-black">
                @
              </span>
            }
            heading={socialHeading}
          >
            <ul className="space-y-1">
              {socials.map((network) => (
                <li key={network}>
                  {socialNetworks[network].label}:{" "}
                  <a
                    href={socialNetworks[network].profileUrl(settings.socials[network])}
                    className="font-semibold underline"
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    <BreakableAddress text={`@${settings.socials[network]}`} />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </IconCard>
        ) : null}
        <IconCard
          icon={<ShieldCheck aria-hidden="true" className="size-6" />}
          heading={detailLabels.safeguardingHeading}
        >
          <SafeguardingContact linkClassName="font-semibold underline" />
        </IconCard>
      </div>
    </SectionShell>
  );
}
