import { Clock, ExternalLink, Mail, MapPin, Phone, ShieldCheck } from "lucide-react";
import { buildTelHref } from "~/shared/lib/contact-links";
import { buildOpenInMapsUrl } from "~/shared/lib/map-link";
import { fillPlaceholderText } from "~/shared/lib/placeholders";
import { getPage } from "~/shared/site/page-registry";
import {
  detailLabels,
  fillCharityNames,
  listedSocialNetworks,
  type SiteSettings,
  socialNetworks,
} from "~/shared/site/site-settings";
import { useSiteSettings } from "~/shared/site/use-site-settings";
import { BreakableAddress } from "~/shared/ui/breakable-address";
import { Logo } from "~/shared/ui/logo";
import { quickLinks } from "../navigation";
import { FooterMap } from "./footer-map";
import { SafeguardingContact } from "./safeguarding-contact";

const legalLinks = [getPage("privacy-policy"), getPage("accessibility"), getPage("terms")];
const donatePage = getPage("donate");
const contactPage = getPage("contact");

const headingClass = "text-sm font-bold uppercase tracking-wider text-teal-300";
const linkClass = "rounded text-slate-200 underline-offset-4 hover:text-white hover:underline";

export function SiteFooter() {
  const settings = useSiteSettings();
  const registration = formatRegistration(settings);
  const copyright = fillPlaceholderText(settings.footerCopyright, {
    year: String(new Date().getFullYear()),
    charity: settings.charityName,
  });

  return (
    <footer className="bg-slate-900 text-slate-200 dark:bg-slate-950 dark:border-t dark:border-slate-800">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about" className="dark space-y-4">
          <h2 id="footer-about" className="sr-only">
            About {settings.charityName}
          </h2>
          <Logo size="lg" className="text-white" />
          <p className="text-sm leading-relaxed text-slate-300">
            {fillCharityNames(settings.blurb, settings)}
          </p>
          <ul className="flex flex-wrap gap-2" aria-label="Social media">
            {listedSocialNetworks(settings).map((network) => (
              <li key={network}>
                <a
                  href={socialNetworks[network].profileUrl(settings.socials[network])}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex rounded-full border border-slate-600 px-3 py-1.5 text-sm text-slate-100 hover:border-teal-300 hover:text-white"
                >
                  {socialNetworks[network].label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
          <a
            href={donatePage.route}
            className="inline-flex min-h-11 items-center rounded-full bg-amber-400 px-5 font-bold text-slate-950 hover:bg-amber-300"
          >
            {settings.footerDonateLabel}: {donatePage.title}
          </a>
        </section>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            {settings.footerLinksHeading}
          </h2>
          <ul className="mt-4 space-y-2">
            {quickLinks.map((link) => (
              <li key={link.key}>
                <a href={link.to} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClass}>
            {settings.footerContactHeading}
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            {settings.email ? (
              <li className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-300" />
                <a href={`mailto:${settings.email}`} className={`${linkClass} min-w-0`}>
                  <BreakableAddress text={settings.email} />
                </a>
              </li>
            ) : null}
            {settings.phone ? (
              <li className="flex gap-3">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-300" />
                <a href={buildTelHref(settings.phone)} className={linkClass}>
                  {settings.phone}
                </a>
              </li>
            ) : null}
            {settings.address.length > 0 ? (
              <li className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-300" />
                <address className="not-italic text-slate-200">
                  {settings.address.join(", ")}
                </address>
              </li>
            ) : null}
            {settings.email || settings.phone ? null : (
              <li className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-300" />
                <a href={contactPage.route} className={linkClass}>
                  {detailLabels.sendMessage}
                </a>
              </li>
            )}
            {settings.openingHours.length > 0 ? (
              <li className="flex gap-3">
                <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-300" />
                <div>
                  <h3 className="font-semibold text-white">{detailLabels.openingHours}</h3>
                  <ul className="mt-1 space-y-1 text-slate-200">
                    {settings.openingHours.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </div>
              </li>
            ) : null}
          </ul>
        </section>

        {settings.mapEmbedUrl || settings.address.length > 0 ? (
          <section aria-labelledby="footer-find-us">
            <h2 id="footer-find-us" className={headingClass}>
              {settings.footerMapTitle}
            </h2>
            {settings.mapEmbedUrl ? (
              <FooterMap title={settings.footerMapTitle} src={settings.mapEmbedUrl} />
            ) : null}
            <a
              href={buildOpenInMapsUrl(settings.mapEmbedUrl, settings.address)}
              rel="noopener noreferrer"
              target="_blank"
              className={`${linkClass} mt-3 inline-flex items-center gap-2 text-sm`}
            >
              <ExternalLink aria-hidden="true" className="size-4 text-teal-300" />
              {detailLabels.openInMaps}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </section>
        ) : null}
      </div>

      <section
        aria-labelledby="footer-safeguarding"
        className="mx-auto max-w-7xl px-4 pb-10 sm:px-6"
      >
        <div className="flex gap-4 rounded-2xl border border-teal-800 bg-slate-800/60 p-5 text-sm text-slate-200 sm:p-6">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-teal-300" />
          <div className="min-w-0 space-y-2">
            <h2 id="footer-safeguarding" className="text-base font-bold text-white">
              {detailLabels.safeguardingHeading}
            </h2>
            <SafeguardingContact linkClassName={`${linkClass} font-semibold underline`} />
          </div>
        </div>
      </section>

      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-slate-300 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <div className="space-y-1">
            <p>{copyright}</p>
            {registration ? <p>{registration}</p> : null}
          </div>
          <ul className="flex gap-6">
            {legalLinks.map((page) => (
              <li key={page.key}>
                <a href={page.route} className={linkClass}>
                  {page.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

/**
 * "Registered charity number 1234567. Company number 01234567." on every page: a charitable
 * company must show its number on its website, and donors look for the charity's. The seeded
 * example number reaches no visitor (hideExampleDetails): it states no real registration.
 */
function formatRegistration(settings: SiteSettings) {
  const parts = [
    settings.charityNumber ? `${detailLabels.charityNumber} ${settings.charityNumber}.` : null,
    settings.companyNumber ? `${detailLabels.companyNumber} ${settings.companyNumber}.` : null,
  ];
  return parts.filter(Boolean).join(" ");
}
