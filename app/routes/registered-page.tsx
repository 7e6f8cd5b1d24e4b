import { data } from "react-router";
import { ContentImage } from "~/components/content/content-image";
import { PageSections } from "~/components/content/page-sections";
import { TextSection, toParagraphs } from "~/components/content/text-section";
import { PageHero } from "~/components/layout/page-hero";
import { getPageContent } from "~/content/page-content.server";
import type { PageContent } from "~/content/page-content-types";
import {
  findPageByRoute,
  getPage,
  type PageEntry,
  type PublicPageKey,
} from "~/content/page-registry";
import { renderQrCodeDataUrl } from "~/lib/qr-code.server";
import { buildPageMeta, siteNameFromMatches } from "~/lib/seo";
import { getSiteOrigin } from "~/lib/site-origin.server";
import type { Route } from "./+types/registered-page";

export async function loader({ request }: Route.LoaderArgs) {
  const page = findPageByRoute(new URL(request.url).pathname);
  // Staff pages have their own route modules; this one renders public pages only.
  if (page?.audience !== "public") throw data(null, { status: 404, statusText: "Not Found" });
  const origin = getSiteOrigin(request);
  const content = getPageContent(page.key as PublicPageKey);
  return {
    page: {
      key: page.key,
      title: page.title,
      description: page.description,
      category: page.category,
      layout: page.layout,
    },
    content,
    qrCode: await loadRegistrationQrCode(content, origin),
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
  const { page, content, qrCode } = loaderData;
  return (
    <>
      <PageHero
        pageTitle={page.title}
        heroTitle={content.heroTitle}
        subtitle={content.heroSubtitle}
        actions={content.heroActions}
        image={heroImageFor(page.layout, content)}
        size={page.layout === "hero-content" ? "large" : "compact"}
      />
      <MainContent layout={page.layout} content={content} />
      <PageSections sections={content.sections} qrCode={qrCode} />
    </>
  );
}

/** Layouts that place the page's image beside the main text take it out of the hero. */
function heroImageFor(layout: PageEntry["layout"], content: PageContent) {
  return layout === "hero-content" || layout === "text-only" ? content.heroImage : undefined;
}

function MainContent({ layout, content }: { layout: PageEntry["layout"]; content: PageContent }) {
  const paragraphs = toParagraphs(content.mainContent);
  if (paragraphs.length === 0) return null;
  const besideText = layout === "image-left" || layout === "image-right";
  return (
    <>
      <TextSection
        id="main-content-text"
        title={content.mainTitle}
        paragraphs={paragraphs}
        image={besideText ? content.heroImage : undefined}
        imageSide={layout === "image-left" ? "left" : "right"}
      />
      {layout === "gallery" && content.heroImage ? (
        <GalleryLayoutImage image={content.heroImage} />
      ) : null}
    </>
  );
}

function GalleryLayoutImage({ image }: { image: NonNullable<PageContent["heroImage"]> }) {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-14 sm:px-6">
      <ContentImage image={image} className="rounded-[2rem] shadow-lg" />
    </div>
  );
}
