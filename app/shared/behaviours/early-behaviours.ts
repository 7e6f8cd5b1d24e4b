import { installCarousel } from "./carousel";
import { installDisclosureNav } from "./disclosure-nav";
import { installDonationAmounts } from "./donation-amounts";
import { installFooterMap } from "./footer-map";
import { installGalleryDialog } from "./gallery-dialog";
import { installImpactCounters } from "./impact-counters";
import { installPictureFallbacks } from "./picture-fallbacks";
import { installPopoverClosesOnLink } from "./popover-closes-on-link";
import { installPopoverExpandedState } from "./popover-expanded-state";
import { installSharePage } from "./share-page";
import { installSiteNotice } from "./site-notice";
import { installThemeToggle } from "./theme-toggle";
import { installVideoFacade } from "./video-facade";

/**
 * The one list of what every page's controls do beyond HTML (ADR 0033). scripts/build-islands.ts
 * bundles this file into a small script that root.tsx inlines in <head>: it runs before the body
 * is parsed, and each behaviour listens on the document, so a control answers its first tap
 * whenever it comes, without waiting for any island to hydrate.
 */
const behaviours: ReadonlyArray<(document: Document) => void> = [
  installPopoverExpandedState,
  installPopoverClosesOnLink,
  installDisclosureNav,
  installThemeToggle,
  installVideoFacade,
  installCarousel,
  installGalleryDialog,
  installDonationAmounts,
  installFooterMap,
  installImpactCounters,
  installPictureFallbacks,
  installSharePage,
  installSiteNotice,
];

for (const install of behaviours) install(document);
