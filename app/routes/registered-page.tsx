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
import { getSiteSettings } from "~/content/site-settings";
import { renderQrCodeDataUrl } from "~/lib/qr-code.server";
import { buildPageMeta } from "~/lib/seo";
import { getSiteOrigin } from "~/lib/site-origin.server";
import type { Route } from "./+types/registered-page";

export async function loader({ request }: Route.LoaderArgs) {
  const page = findPageByRoute(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  const origin = getSiteOrigin(request);
  const content = page.audience === "public" ? getPageContent(page.key as PublicPageKey) : null;
  return {
    page: {
      key: page.key,
      title: page.title,
      description: page.description,
      category: page.category,
      audience: page.audience,
      layout: page.layout,
    },
    content,
    qrCode: content ? await loadRegistrationQrCode(content, origin) : null,
    canonicalUrl: new URL(page.route, origin).href,
    siteName: getSiteSettings().charityName,
  };
}

/** Only pages with the registration banner need the QR code (it encodes the register page). */
async function loadRegistrationQrCode(content: PageContent, origin: string) {
  if (!content.sections.some((section) => section.type === "registration-banner")) return null;
  const target = new URL(getPage("register-child").route, origin).href;
  return { dataUrl: await renderQrCodeDataUrl(target), target };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? buildPageMeta({
        title: loaderData.page.title,
        description: loaderData.page.description,
        siteName: loaderData.siteName,
        canonicalUrl: loaderData.canonicalUrl,
        noIndex: loaderData.page.audience === "staff",
      })
    : [];

export default function RegisteredPage({ loaderData }: Route.ComponentProps) {
  const { page, content, qrCode } = loaderData;
  if (!content) {
    return (
      <>
        <PageHero pageTitle={page.title} subtitle={page.description} />
        <StaffAreaNotice />
      </>
    );
  }
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

function StaffAreaNotice() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 text-lg text-slate-700 sm:px-6 dark:text-slate-200">
      <p>Staff sign-in has not been switched on for this site yet.</p>
    </div>
  );
}
