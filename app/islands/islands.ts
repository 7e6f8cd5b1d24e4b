import { ContactFormSection } from "~/components/content/contact-form-section";
import { DonationSection } from "~/components/content/donation-section";
import { ImpactCounters } from "~/components/content/impact-counters";
import { NewsletterFormSection } from "~/components/content/newsletter-form-section";
import { RegistrationFormSection } from "~/components/content/registration-form-section";
import { ReviewFormSection } from "~/components/content/review-form-section";
import { TestimonialCarouselSection } from "~/components/content/testimonial-carousel-section";
import { VideoFacade } from "~/components/content/video-facade";
import { VolunteerApplicationSection } from "~/components/content/volunteer-application-section";
import { FooterMap } from "~/components/layout/footer-map";
import { MediaGallery } from "~/components/media/media-gallery";
import { island } from "./island";

export { LogoIsland, MediaImageIsland } from "./picture-islands";

/**
 * The visitors' pages' interactive parts, as islands (ADR 0025): the one list, from which the
 * islands' client bundle also makes each island's loader (scripts/islands-bundle.ts).
 */
export const FooterMapIsland = island("footer-map", FooterMap);
export const ImpactCountersIsland = island("impact-counters", ImpactCounters);
export const TestimonialCarouselIsland = island("testimonial-carousel", TestimonialCarouselSection);
export const VideoFacadeIsland = island("video-facade", VideoFacade);
export const MediaGalleryIsland = island("media-gallery", MediaGallery);
export const DonationSectionIsland = island("donation-section", DonationSection);
export const ContactFormIsland = island("contact-form", ContactFormSection);
export const RegistrationFormIsland = island("registration-form", RegistrationFormSection);
export const NewsletterFormIsland = island("newsletter-form", NewsletterFormSection);
export const ReviewFormIsland = island("review-form", ReviewFormSection);
export const VolunteerApplicationIsland = island(
  "volunteer-application",
  VolunteerApplicationSection,
);
