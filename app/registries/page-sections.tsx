import type { ReactNode } from "react";
import { useActionData, useLocation } from "react-router";
import { DownloadsSection, GovernanceSection } from "~/features/documents";
import { RegistrationBannerSection } from "~/features/enquiries";
import {
  GallerySection,
  type PageMediaLists,
  type PageSlotImages,
  pickSlotImage,
} from "~/features/media";
import type { SignupConfirmation } from "~/features/newsletter";
import {
  CardGridSection,
  ContactDetailsSection,
  CtaBandSection,
  DonationSection,
  FaqSection,
  FeatureListSection,
  findClosingCallToAction,
  NoticeSection,
  RetentionPeriodsSection,
  resolveBuiltInImage,
  type Section,
  StatsBandSection,
  StepsSection,
  TestimonialCarouselSection,
  TextSection,
  VideoSection,
} from "~/features/pages";
import {
  EventsSection,
  OpportunitiesSection,
  ThisWeekSection,
  TimetableSection,
  VideosSection,
  WhatsOnSection,
} from "~/features/records";
import {
  ContactFormIsland,
  NewsletterFormIsland,
  RegistrationFormIsland,
  ReviewFormIsland,
  VolunteerApplicationIsland,
} from "./islands";
import type { PageRecords } from "./page-records";

type PageSectionsProps = {
  sections: readonly Section[];
  /** The galleries and videos staff placed on the page, shown before its closing call to action. */
  placedMedia?: ReactNode;
  qrCode: { dataUrl: string; target: string } | null;
  /** Pictures staff placed in the sections that show one image. */
  slots: PageSlotImages;
  /** Galleries and videos staff placed on the page. */
  lists: Promise<PageMediaLists> | PageMediaLists;
  /** Reviews, impact figures, events, sessions, videos and opportunities: records, not page copy. */
  records: PageRecords;
  /** Who confirms a newsletter sign-up, so the form promises no email the site cannot send. */
  newsletterConfirmation: SignupConfirmation;
};

/**
 * Renders a page's sections in order, alternating plain and tinted backgrounds, with the media
 * staff placed on it just before its closing call to action.
 */
export function PageSections({ sections, placedMedia, ...shared }: PageSectionsProps) {
  const closing = findClosingCallToAction(sections);
  const views = sections.map((section, index) => (
    <SectionView
      key={section.id}
      section={section}
      tone={index % 2 === 0 ? "tinted" : "plain"}
      {...shared}
    />
  ));
  return (
    <>
      {views.slice(0, closing)}
      {placedMedia}
      {views.slice(closing)}
    </>
  );
}

type SectionViewProps = Omit<PageSectionsProps, "sections" | "placedMedia"> & {
  section: Section;
  tone: "plain" | "tinted";
};

function SectionView({
  section,
  tone,
  qrCode,
  slots,
  lists,
  records,
  newsletterConfirmation,
}: SectionViewProps) {
  switch (section.type) {
    case "text": {
      const { image, mediaSection, ...fields } = section;
      const builtIn = image ? resolveBuiltInImage(image) : undefined;
      return (
        <TextSection {...fields} image={pickSlotImage(slots, mediaSection, builtIn)} tone={tone} />
      );
    }
    case "cards": {
      const { mediaSection, ...fields } = section;
      return (
        <CardGridSection
          {...fields}
          featureImage={pickSlotImage(slots, mediaSection)}
          tone={tone}
        />
      );
    }
    case "features":
      return <FeatureListSection {...section} tone={tone} />;
    case "steps":
      return <StepsSection {...section} tone={tone} />;
    case "cta":
      return <CtaBandSection {...section} />;
    case "stats": {
      const { mediaSection, ...fields } = section;
      return (
        <StatsBandSection
          {...fields}
          stats={records.impactStats}
          featureImage={pickSlotImage(slots, mediaSection)}
          tone={tone}
        />
      );
    }
    case "testimonials": {
      const { mediaSection, ...fields } = section;
      return (
        <TestimonialCarouselSection
          {...fields}
          testimonials={records.testimonials}
          featureImage={pickSlotImage(slots, mediaSection)}
          tone={tone}
        />
      );
    }
    case "faq":
      return <FaqSection {...section} tone={tone} />;
    case "video":
      return <VideoSection {...section} video={records.videos[0]} tone={tone} />;
    case "videos":
      return <VideosSection {...section} videos={records.videos} tone={tone} />;
    case "opportunities":
      return (
        <OpportunitiesSection {...section} opportunities={records.opportunities} tone={tone} />
      );
    case "volunteer-application":
    case "review-form":
    case "contact-form":
    case "registration-form":
    case "newsletter-form":
      return (
        <FormSectionView
          section={section}
          tone={tone}
          records={records}
          newsletterConfirmation={newsletterConfirmation}
        />
      );
    case "retention-periods":
      return <RetentionPeriodsSection {...section} tone={tone} />;
    case "events":
      return <EventsSection {...section} events={records.events} tone={tone} />;
    case "whats-on":
      return <WhatsOnSection {...section} whatsOn={records.whatsOn} tone={tone} />;
    case "timetable":
      return <TimetableSection {...section} sessions={records.sessions} tone={tone} />;
    case "this-week":
      return <ThisWeekSection {...section} thisWeek={records.thisWeek} tone={tone} />;
    case "donation":
      return <DonationSection {...section} tone={tone} />;
    case "gallery":
      return <GallerySection {...section} tone={tone} lists={lists} />;
    case "contact-details":
      return <ContactDetailsSection {...section} tone={tone} />;
    case "registration-banner": {
      const { mediaSection, ...fields } = section;
      const image = pickSlotImage(
        slots,
        mediaSection,
        resolveBuiltInImage("register-child-banner"),
      );
      return <RegistrationBannerSection {...fields} image={image} qrCode={qrCode} />;
    }
    case "notice":
      return <NoticeSection {...section} />;
    case "downloads":
      return <DownloadsSection {...section} documents={records.documents} tone={tone} />;
    case "governance":
      return <GovernanceSection {...section} documents={records.documents} tone={tone} />;
  }
}

type FormSection = Extract<
  Section,
  {
    type:
      | "volunteer-application"
      | "review-form"
      | "contact-form"
      | "registration-form"
      | "newsletter-form";
  }
>;

/**
 * A form, as an island (ADR 0025): told here, from the router, what answer a POST sent without
 * JavaScript got and what the address asked for.
 */
function FormSectionView({
  section,
  tone,
  records,
  newsletterConfirmation,
}: {
  section: FormSection;
  tone: "plain" | "tinted";
  records: PageRecords;
  newsletterConfirmation: SignupConfirmation;
}) {
  const request = { answer: useActionData(), search: useLocation().search };
  switch (section.type) {
    case "volunteer-application":
      return (
        <VolunteerApplicationIsland
          {...section}
          opportunities={records.opportunities}
          tone={tone}
          {...request}
        />
      );
    case "review-form":
      return <ReviewFormIsland {...section} tone={tone} {...request} />;
    case "contact-form":
      return <ContactFormIsland {...section} tone={tone} {...request} />;
    case "registration-form":
      return <RegistrationFormIsland {...section} tone={tone} {...request} />;
    case "newsletter-form":
      return (
        <NewsletterFormIsland
          {...section}
          tone={tone}
          confirmation={newsletterConfirmation}
          {...request}
        />
      );
  }
}
