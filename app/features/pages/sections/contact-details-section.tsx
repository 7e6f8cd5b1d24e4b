import { Clock, Mail, MapPin, Phone, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { buildTelHref } from "~/shared/lib/contact-links";
import { detailLabels, listedSocialNetworks, socialNetworks } from "~/shared/site/site-settings";
import { useSiteSettings } from "~/shared/site/use-site-settings";
import { BreakableAddress } from "~/shared/ui/breakable-address";
import { SafeguardingContact } from "../layout/safeguarding-contact";
import type { SectionFields } from "../page-content-schema";
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
          <ContactCard
            icon={<Phone aria-hidden="true" className="size-6" />}
            heading={phoneHeading}
          >
            <a
              href={buildTelHref(settings.phone)}
              className="font-semibold whitespace-nowrap underline"
            >
              {settings.phone}
            </a>
          </ContactCard>
        ) : null}
        {settings.email ? (
          <ContactCard icon={<Mail aria-hidden="true" className="size-6" />} heading={emailHeading}>
            <a href={`mailto:${settings.email}`} className="font-semibold underline">
              <BreakableAddress text={settings.email} />
            </a>
          </ContactCard>
        ) : null}
        {settings.address.length > 0 ? (
          <ContactCard
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
          </ContactCard>
        ) : null}
        {settings.openingHours.length > 0 ? (
          <ContactCard
            icon={<Clock aria-hidden="true" className="size-6" />}
            heading={detailLabels.openingHours}
          >
            <ul className="space-y-1">
              {settings.openingHours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </ContactCard>
        ) : null}
        {socials.length > 0 ? (
          <ContactCard
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
          </ContactCard>
        ) : null}
        <ContactCard
          icon={<ShieldCheck aria-hidden="true" className="size-6" />}
          heading={detailLabels.safeguardingHeading}
        >
          <SafeguardingContact linkClassName="font-semibold underline" />
        </ContactCard>
      </div>
    </SectionShell>
  );
}

function ContactCard({
  icon,
  heading,
  children,
}: {
  icon: ReactNode;
  heading: string;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0 rounded-3xl border border-slate-200 bg-white p-6 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200">
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-teal-100 text-teal-800 dark:bg-teal-900 dark:text-teal-100">
        {icon}
      </span>
      <h3 className="mt-4 text-lg font-bold text-slate-900 dark:text-white">{heading}</h3>
      <div className="mt-2">{children}</div>
    </div>
  );
}
