import { type ComponentProps, type ComponentType, use } from "react";
// Types only: a value import would put the sections' code back into every page's bundle.
import type { ContactFormSection as ContactForm } from "./contact-form-section";
import type { NewsletterFormSection as NewsletterForm } from "./newsletter-form-section";
import type { RegistrationFormSection as RegistrationForm } from "./registration-form-section";
import type { RetentionPeriodsSection as RetentionPeriods } from "./retention-periods-section";
import type { ReviewFormSection as ReviewForm } from "./review-form-section";
import type { VolunteerApplicationSection as VolunteerApplication } from "./volunteer-application-section";

/**
 * A section whose code loads only when a page shows it. The server loads every one before it
 * renders (`loadFormSections`), so its HTML is complete and the forms work without JavaScript.
 * The browser fetches the code while hydrating such a page: the section suspends, and its Suspense
 * boundary (page-sections.tsx) keeps the server's HTML until the code has arrived.
 */
function loadWhenShown<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per section when this module loads, never during a render.
  function Section(props: P) {
    const Loaded = loaded ?? use(start());
    return <Loaded {...props} />;
  }
  return { Section, start };
}

const contactForm = loadWhenShown<ComponentProps<typeof ContactForm>>(
  async () => (await import("./contact-form-section")).ContactFormSection,
);
const registrationForm = loadWhenShown<ComponentProps<typeof RegistrationForm>>(
  async () => (await import("./registration-form-section")).RegistrationFormSection,
);
const newsletterForm = loadWhenShown<ComponentProps<typeof NewsletterForm>>(
  async () => (await import("./newsletter-form-section")).NewsletterFormSection,
);
const reviewForm = loadWhenShown<ComponentProps<typeof ReviewForm>>(
  async () => (await import("./review-form-section")).ReviewFormSection,
);
const volunteerApplication = loadWhenShown<ComponentProps<typeof VolunteerApplication>>(
  async () => (await import("./volunteer-application-section")).VolunteerApplicationSection,
);
const retentionPeriods = loadWhenShown<ComponentProps<typeof RetentionPeriods>>(
  async () => (await import("./retention-periods-section")).RetentionPeriodsSection,
);

export const ContactFormSection = contactForm.Section;
export const RegistrationFormSection = registrationForm.Section;
export const NewsletterFormSection = newsletterForm.Section;
export const ReviewFormSection = reviewForm.Section;
export const VolunteerApplicationSection = volunteerApplication.Section;
export const RetentionPeriodsSection = retentionPeriods.Section;

/** The server's loaders wait for this before a page renders: once loaded, it resolves at once. */
export function loadFormSections() {
  return Promise.all(
    [
      contactForm,
      registrationForm,
      newsletterForm,
      reviewForm,
      volunteerApplication,
      retentionPeriods,
    ].map((section) => section.start()),
  );
}
