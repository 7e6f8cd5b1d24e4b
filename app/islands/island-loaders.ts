import type { ComponentType } from "react";

/**
 * Every island's code, loaded by hydrate-islands.tsx only when a page shows it (ADR 0025). The
 * server side of each is defined in islands.ts, with the same name and component.
 */
export const islandLoaders = {
  logo: () => import("~/components/layout/logo").then((m) => m.Logo),
  "media-image": () => import("~/components/media/media-image").then((m) => m.MediaImage),
  "theme-toggle": () => import("~/components/layout/theme-toggle").then((m) => m.ThemeToggle),
  "desktop-nav": () => import("~/components/layout/desktop-nav").then((m) => m.SiteDesktopNav),
  "mobile-nav": () => import("~/components/layout/mobile-nav").then((m) => m.SiteMobileNav),
  "footer-map": () => import("~/components/layout/footer-map").then((m) => m.FooterMap),
  "impact-counters": () =>
    import("~/components/content/impact-counters").then((m) => m.ImpactCounters),
  "contact-form": () =>
    import("~/components/content/contact-form-section").then((m) => m.ContactFormSection),
  "registration-form": () =>
    import("~/components/content/registration-form-section").then((m) => m.RegistrationFormSection),
  "newsletter-form": () =>
    import("~/components/content/newsletter-form-section").then((m) => m.NewsletterFormSection),
  "review-form": () =>
    import("~/components/content/review-form-section").then((m) => m.ReviewFormSection),
  "volunteer-application": () =>
    import("~/components/content/volunteer-application-section").then(
      (m) => m.VolunteerApplicationSection,
    ),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islandLoaders;
