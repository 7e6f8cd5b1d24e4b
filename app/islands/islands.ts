import { ContactFormSection } from "~/components/content/contact-form-section";
import { ImpactCounters } from "~/components/content/impact-counters";
import { NewsletterFormSection } from "~/components/content/newsletter-form-section";
import { RegistrationFormSection } from "~/components/content/registration-form-section";
import { ReviewFormSection } from "~/components/content/review-form-section";
import { VolunteerApplicationSection } from "~/components/content/volunteer-application-section";
import { SiteDesktopNav } from "~/components/layout/desktop-nav";
import { FooterMap } from "~/components/layout/footer-map";
import { SiteMobileNav } from "~/components/layout/mobile-nav";
import { ThemeToggle } from "~/components/layout/theme-toggle";
import { island } from "./island";

export { LogoIsland, MediaImageIsland } from "./picture-islands";

/**
 * The visitors' pages' interactive parts, as islands (ADR 0025); island-loaders.ts loads the
 * same components in the browser.
 */
export const ThemeToggleIsland = island("theme-toggle", ThemeToggle);
export const DesktopNavIsland = island("desktop-nav", SiteDesktopNav);
export const MobileNavIsland = island("mobile-nav", SiteMobileNav);
export const FooterMapIsland = island("footer-map", FooterMap);
export const ImpactCountersIsland = island("impact-counters", ImpactCounters);
export const ContactFormIsland = island("contact-form", ContactFormSection);
export const RegistrationFormIsland = island("registration-form", RegistrationFormSection);
export const NewsletterFormIsland = island("newsletter-form", NewsletterFormSection);
export const ReviewFormIsland = island("review-form", ReviewFormSection);
export const VolunteerApplicationIsland = island(
  "volunteer-application",
  VolunteerApplicationSection,
);
