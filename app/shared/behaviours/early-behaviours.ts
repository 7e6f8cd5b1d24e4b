import { carouselAttributes } from "./carousel";
import { disclosureNavAttribute } from "./disclosure-nav";
import { donationAttributes } from "./donation-amounts";
import { footerMapAttributes } from "./footer-map";
import { galleryAttributes } from "./gallery-dialog";
import { impactCounterAttributes } from "./impact-counters";
import { logoAttributes, pictureAttributes } from "./picture-fallbacks";
import { shareButtonAttribute } from "./share-page";
import { siteNoticeAttributes } from "./site-notice";
import { themeToggleAttribute } from "./theme-toggle";
import { videoFacadeAttributes } from "./video-facade";

export type EarlyBehaviour = {
  /** Its file in this folder, without `.ts`. */
  module: string;
  /** The function of that file that installs it on a document. */
  install: string;
  /** Attributes of the elements it acts on: a page carrying none of them does not need it. */
  markers: readonly string[];
};

/**
 * The one list of what visitors' pages' controls do beyond HTML (ADR 0033), in the order they
 * are installed. scripts/islands-bundle.ts bundles each into a small script of its own; a page
 * inlines in <head> the scripts of those whose markers it carries (ADR 0048). There they run
 * before the body is parsed, and each listens on the document, so a control answers its first
 * tap whenever it comes, without waiting for any island to hydrate.
 */
export const earlyBehaviours: readonly EarlyBehaviour[] = [
  {
    module: "popover-expanded-state",
    install: "installPopoverExpandedState",
    markers: ["popover"],
  },
  { module: "popover-closes-on-link", install: "installPopoverClosesOnLink", markers: ["popover"] },
  { module: "disclosure-nav", install: "installDisclosureNav", markers: [disclosureNavAttribute] },
  { module: "theme-toggle", install: "installThemeToggle", markers: [themeToggleAttribute] },
  {
    module: "video-facade",
    install: "installVideoFacade",
    markers: [videoFacadeAttributes.embed],
  },
  { module: "carousel", install: "installCarousel", markers: [carouselAttributes.carousel] },
  {
    module: "gallery-dialog",
    install: "installGalleryDialog",
    markers: [galleryAttributes.gallery],
  },
  {
    module: "donation-amounts",
    install: "installDonationAmounts",
    markers: [donationAttributes.card],
  },
  { module: "footer-map", install: "installFooterMap", markers: [footerMapAttributes.src] },
  {
    module: "impact-counters",
    install: "installImpactCounters",
    markers: [impactCounterAttributes.band],
  },
  {
    module: "picture-fallbacks",
    install: "installPictureFallbacks",
    markers: [pictureAttributes.fallbacks, logoAttributes.variant],
  },
  { module: "share-page", install: "installSharePage", markers: [shareButtonAttribute] },
  { module: "site-notice", install: "installSiteNotice", markers: [siteNoticeAttributes.key] },
];
