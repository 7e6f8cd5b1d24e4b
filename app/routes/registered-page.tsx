import { data } from "react-router";
import { ContentImage } from "~/components/content/content-image";
import { PageSections } from "~/components/content/page-sections";
import { TextSection, toParagraphs } from "~/components/content/text-section";
import { PageHero } from "~/components/layout/page-hero";
import { PageVideosSection } from "~/components/media/page-videos-section";
import { getPageContent } from "~/content/page-content.server";
import type { PageContent } from "~/content/page-content-types";
import { planPageMedia } from "~/content/page-media-plan";
import {
  findPageByRoute,
  getPage,
  type PageEntry,
  type PublicPageKey,
} from "~/content/page-registry";
import { getDatabase } from "~/db/database.server";
import { renderQrCodeDataUrl } from "~/lib/qr-code.server";
import { buildPageMeta, siteNameFromMatches } from "~/lib/seo";
import { getSiteOrigin } from "~/lib/site-origin.server";
import { type PageImage, resolveBuiltInImage } from "~/media/page-image";
import { pickSlotImage } from "~/media/page-media";
import { loadPageMediaLists, loadPageSlotImages } from "~/media/page-media.server";
import type { Route } from "./+types/registered-page";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = findPageByRoute(new URL(request.url).pathname);
  // Staff pages have their own route modules; this one renders public pages only.
  if (page?.audience !== "public") throw data(null, { status: 404, statusText: "Not Found" });
  const origin = getSiteOrigin(request);
  const content = getPageContent(page.key as PublicPageKey);
  const plan = planPageMedia(page, content);
  const { db } = getDatabase();
  // A first visit's HTML carries the galleries and videos; a client-side navigation streams
  // them, showing their loading states instead of waiting.
  const lists = loadPageMediaLists(db, plan);
  const [slots, qrCode, mediaLists] = await Promise.all([
    loadPageSlotImages(db, plan),
    loadRegistrationQrCode(content, origin),
    context.documentRequest ? lists : undefined,
  ]);
  return {
    page: {
      key: page.key,
      title: page.title,
      description: page.description,
      category: page.category,
      layout: page.layout,
    },
    content,
    slots,
    mainImageSection: plan.mainImageSection,
    mediaLists: mediaLists ?? lists,
    qrCode,
    canonicalUrl: new URL(page.route, origin).href,
  };
}

/** Only pages with the registration banner need the QR code (it encodes the register page). */
async function loadRegistrationQrCode(content: PageContent, origin: string) {
  if (!content.sections.some((section) => section.type === "registration-banner")) return null;
  const target = new URL(getPage("register-child").route, origin).href;
  return { dataUrl: await renderQrCodeDataUrl(target), target };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? buildPageMeta({
        title: loaderData.page.title,
        description: loaderData.page.description,
        siteName: siteNameFromMatches(matches),
        canonicalUrl: loaderData.canonicalUrl,
      })
    : [];

export default function RegisteredPage({ loaderData }: Route.ComponentProps) {
  const { page, content, slots, mainImageSection, mediaLists, qrCode } = loaderData;
  // Built-in hero art is decorative; a photo staff placed as the hero keeps its alt text.
  const builtInHero = content.heroImage
    ? { ...resolveBuiltInImage(content.heroImage), alt: "" }
    : undefined;
  const heroImage = pickSlotImage(slots, "hero", builtInHero);
  const besideText = page.layout === "image-left" || page.layout === "image-right";
  return (
    <>
      <PageHero
        pageTitle={page.title}
        heroTitle={content.heroTitle}
        subtitle={content.heroSubtitle}
        actions={content.heroActions}
        image={inHero(page.layout) ? heroImage : undefined}
        size={page.layout === "hero-content" ? "large" : "compact"}
      />
      <MainContent
        layout={page.layout}
        content={content}
        image={pickSlotImage(slots, mainImageSection, besideText ? heroImage : undefined)}
        galleryImage={page.layout === "gallery" ? heroImage : undefined}
      />
      <PageSections sections={content.sections} qrCode={qrCode} slots={slots} lists={mediaLists} />
      <PageVideosSection lists={mediaLists} />
    </>
  );
}

/** Layouts that show the page's picture in the hero; the others place it by the main text. */
function inHero(layout: PageEntry["layout"]) {
  return layout === "hero-content" || layout === "text-only";
}

type MainContentProps = {
  layout: PageEntry["layout"];
  content: PageContent;
  /** Beside the text: the hero picture in the image-left/right layouts, or one staff placed. */
  image: PageImage | undefined;
  /** Under the text in the gallery layout. */
  galleryImage: PageImage | undefined;
};

function MainContent({ layout, content, image, galleryImage }: MainContentProps) {
  const paragraphs = toParagraphs(content.mainContent);
  if (paragraphs.length === 0) return null;
  return (
    <>
      <TextSection
        id="main-content-text"
        title={content.mainTitle}
        paragraphs={paragraphs}
        image={image}
        imageSide={layout === "image-left" ? "left" : "right"}
      />
      {galleryImage ? (
        <div className="mx-auto max-w-7xl px-4 pb-14 sm:px-6">
          <ContentImage
            image={galleryImage}
            sizes="(min-width: 1280px) 1232px, 100vw"
            className="rounded-[2rem] shadow-lg"
          />
        </div>
      ) : null}
    </>
  );
}
