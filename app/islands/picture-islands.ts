import { Logo } from "~/components/layout/logo";
import { MediaImage } from "~/components/media/media-image";
import { island } from "./island";

/**
 * Pictures that mend themselves in the browser, as islands (ADR 0025): a photo that fails tries
 * its next source, then its category's artwork; the light logo stands in for a dark one that
 * fails. Apart from islands.ts because the content components that draw them are themselves
 * inside islands (a section's feature image in the testimonial carousel), where an island is
 * its plain component.
 */
export const MediaImageIsland = island("media-image", MediaImage);
export const LogoIsland = island("logo", Logo);
