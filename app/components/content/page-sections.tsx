import type { Section } from "~/content/page-content-types";
import { CardGridSection } from "./card-grid-section";
import { ContactDetailsSection } from "./contact-details-section";
import { CtaBandSection } from "./cta-band-section";
import { DonationSection } from "./donation-section";
import { EventsSection } from "./events-section";
import { FaqSection } from "./faq-section";
import { FeatureListSection } from "./feature-list-section";
import { GallerySection } from "./gallery-section";
import { NoticeSection } from "./notice-section";
import { RegistrationBannerSection } from "./registration-banner-section";
import { StatsBandSection } from "./stats-band-section";
import { StepsSection } from "./steps-section";
import { TestimonialCarouselSection } from "./testimonial-carousel-section";
import { TextSection } from "./text-section";
import { VideoSection } from "./video-section";

type PageSectionsProps = {
  sections: readonly Section[];
  qrCode: { dataUrl: string; target: string } | null;
};

/** Renders a page's sections in order, alternating plain and tinted backgrounds. */
export function PageSections({ sections, qrCode }: PageSectionsProps) {
  return sections.map((section, index) => (
    <SectionView
      key={section.id}
      section={section}
      tone={index % 2 === 0 ? "tinted" : "plain"}
      qrCode={qrCode}
    />
  ));
}

type SectionViewProps = {
  section: Section;
  tone: "plain" | "tinted";
  qrCode: PageSectionsProps["qrCode"];
};

function SectionView({ section, tone, qrCode }: SectionViewProps) {
  switch (section.type) {
    case "text":
      return <TextSection {...section} tone={tone} />;
    case "cards":
      return <CardGridSection {...section} tone={tone} />;
    case "features":
      return <FeatureListSection {...section} tone={tone} />;
    case "steps":
      return <StepsSection {...section} tone={tone} />;
    case "cta":
      return <CtaBandSection {...section} />;
    case "stats":
      return <StatsBandSection {...section} tone={tone} />;
    case "testimonials":
      return <TestimonialCarouselSection {...section} tone={tone} />;
    case "faq":
      return <FaqSection {...section} tone={tone} />;
    case "video":
      return <VideoSection {...section} tone={tone} />;
    case "events":
      return <EventsSection {...section} tone={tone} />;
    case "donation":
      return <DonationSection {...section} tone={tone} />;
    case "gallery":
      return <GallerySection {...section} tone={tone} />;
    case "contact-details":
      return <ContactDetailsSection {...section} tone={tone} />;
    case "registration-banner":
      return <RegistrationBannerSection {...section} qrCode={qrCode} />;
    case "notice":
      return <NoticeSection {...section} />;
  }
}
