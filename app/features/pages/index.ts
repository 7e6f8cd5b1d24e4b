export { callsToAction, pageTargetHref } from "./calls-to-action";
export { findClosingCallToAction } from "./closing-call-to-action";
export type { CatalogueImage, CatalogueImageId } from "./image-catalogue";
export { catalogueImages, findCatalogueImage, isCatalogueImageId } from "./image-catalogue";
export { ErrorPage } from "./layout/error-page";
export { NotFoundPage } from "./layout/not-found-page";
export { PageHero } from "./layout/page-hero";
export { PreviewBanner } from "./layout/preview-banner";
export { SiteFooter } from "./layout/site-footer";
export { SiteHeader } from "./layout/site-header";
export { SiteNoticeBanner } from "./layout/site-notice-banner";
export { StaffPageContext, useIsStaffPage } from "./layout/use-staff-page";
export {
  describeWholeSectionReach,
  pageAssignmentGroups,
  pageAssignmentLabel,
  pageAssignmentValues,
  suggestMediaCategory,
} from "./media-assignment";
export { pageMessages } from "./messages";
export { pageApprovalSettingLabel } from "./page-approval";
export type { PageContent, Section, SectionFields, SectionType } from "./page-content-schema";
export type { PageImage, PageVideo, RecordImage } from "./page-image";
export { resolveBuiltInImage, stockImageSize, toRecordImage } from "./page-image";
export type { PageMediaPlan } from "./page-media-plan";
export { planPageMedia } from "./page-media-plan";
export { linkHrefMessage, richTextDocSchema, richTextLimits, toRichTextDoc } from "./rich-text";
export type { RichTextBlock, RichTextDoc, RichTextInline } from "./rich-text-document";
export { isAllowedLinkHref, richTextToPlainText } from "./rich-text-document";
export { CardGridSection } from "./sections/card-grid-section";
export { ContactDetailsSection } from "./sections/contact-details-section";
export { ContentImage } from "./sections/content-image";
export { CtaBandSection } from "./sections/cta-band-section";
export { DonationSection } from "./sections/donation-section";
export { FaqSection } from "./sections/faq-section";
export { FeatureListSection } from "./sections/feature-list-section";
export { MediaImage } from "./sections/media-image";
export { NoticeSection } from "./sections/notice-section";
export type { FormSectionProps } from "./sections/public-form-section";
export { PublicFormSection } from "./sections/public-form-section";
export { RetentionPeriodsSection } from "./sections/retention-periods-section";
export { RichTextView } from "./sections/rich-text-view";
export { SectionShell } from "./sections/section-shell";
export { StatsBandSection } from "./sections/stats-band-section";
export { StepsSection } from "./sections/steps-section";
export { TestimonialCarouselSection } from "./sections/testimonial-carousel-section";
export { TextSection } from "./sections/text-section";
export { VideoFacade } from "./sections/video-facade";
export { VideoSection } from "./sections/video-section";
export type { SiteVideo } from "./site-video";
export { renderSitemap } from "./sitemap";
export { RichTextField } from "./ui/content-field-inputs";
export type { PageEditorView } from "./ui/pages-panel";
export { PagesPanel, pageEditorViews } from "./ui/pages-panel";
