import { data } from "react-router";
import { registrationFirstFieldId, registrationFormWords } from "~/features/enquiries";
import {
  PageGallerySection,
  PageVideosSection,
  pickSlotImage,
  toSocialImageMeta,
} from "~/features/media";
import { loadPageMediaLists, loadPageSlotImages } from "~/features/media/index.server";
import { findSignupConfirmation } from "~/features/newsletter/index.server";
import {
  ContentImage,
  type PageContent,
  PageHero,
  type PageImage,
  PreviewBanner,
  planPageMedia,
  resolveBuiltInImage,
  richTextToPlainText,
  TextSection,
} from "~/features/pages";
import { loadPreviewRevision, readPublishedPageContent } from "~/features/pages/index.server";
import { whatsOnPath } from "~/features/records";
import { loadPageRecords } from "~/registries/page-records.server";
import { getDatabase } from "~/shared/db/database.server";
import { showsPublicForm } from "~/shared/forms/public-forms";
import { renderQrCodeDataUrl } from "~/shared/lib/qr-code.server";
import { requestFacts } from "~/shared/lib/request-facts";
import { headersWithRetryAfter } from "~/shared/lib/retry-after-headers";
import { getSiteOrigin } from "~/shared/lib/site-origin.server";
import { fillFigureTokensEverywhere } from "~/shared/site/figure-tokens";
import {
  findPageByRoute,
  getPage,
  type PageLayout,
  type PublicPageKey,
} from "~/shared/site/page-registry";
import { buildPageMeta, siteNameFromMatches } from "~/shared/site/seo";
import { loadSiteSettings } from "~/shared/site/site-settings.server";
import { PageSections } from "../registries/page-sections";
import { handlePublicForm } from "../registries/public-form-handlers.server";
import type { Route } from "./+types/registered-page";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const page = findPageByRoute(url.pathname);
  // Staff pages have their own route modules; this one renders public pages only.
  if (page?.audience !== "public") throw data(null, { status: 404, statusText: "Not Found" });
  const origin = getSiteOrigin(request);
  const key = page.key as PublicPageKey;
  const { db } = getDatabase();
  // A preview is the only way to see a draft: staff only, never cached or indexed.
  const preview = await loadPreviewRevision(db, request, url, key);
  const [stored, { impactFigures }] = await Promise.all([
    preview?.content ?? readPublishedPageContent(db, key),
    loadSiteSettings(db),
  ]);
  // Sentences quoting an impact figure read the Settings tab's number (figure-tokens.ts).
  const content = fillFigureTokensEverywhere(stored, impactFigures);
  const plan = planPageMedia(page, content);
  // A first visit's HTML carries the galleries and videos; a client-side navigation streams
  // them, showing their loading states instead of waiting.
  const lists = loadPageMediaLists(db, plan);
  const [slots, qrCode, mediaLists, records] = await Promise.all([
    loadPageSlotImages(db, plan),
    loadRegistrationQrCode(content, origin),
    context.get(requestFacts).documentRequest ? lists : undefined,
    loadPageRecords(db, content, impactFigures, { search: url.searchParams, origin, context }),
  ]);
  return data(
    {
      page: {
        key: page.key,
        title: page.title,
        description: page.description,
        category: page.category,
        layout: content.layout ?? page.layout,
      },
      content,
      records,
      preview: preview ? { number: preview.number } : null,
      slots,
      mainImageSection: plan.mainImageSection,
      mediaLists: mediaLists ?? lists,
      qrCode,
      newsletterConfirmation: findSignupConfirmation(),
      canonicalUrl: new URL(page.route, origin).href,
      // The hero photo staff placed, else the one by the main text; built-in art is not shared.
      socialImage: toSocialImageMeta(
        slots.hero ?? (plan.mainImageSection ? slots[plan.mainImageSection] : undefined),
        origin,
      ),
    },
    preview ? { headers: preview.headers } : undefined,
  );
}

/** The forms a page shows (a review, a volunteer application), sent by visitors. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const page = findPageByRoute(url.pathname);
  if (page?.audience !== "public") throw data(null, { status: 404, statusText: "Not Found" });
  const content = await readPublishedPageContent(getDatabase().db, page.key as PublicPageKey);
  // A page without a form takes no POST, as before pages had actions.
  if (!showsPublicForm(content.sections)) {
    throw data(null, { status: 405, statusText: "Method Not Allowed" });
  }
  return handlePublicForm(request, context, content);
}

/** The loader's caching headers; after a refused form, its Retry-After too. */
export const headers = headersWithRetryAfter;

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
        noIndex: loaderData.preview !== null,
        image: loaderData.socialImage,
      })
    : [];

export default function RegisteredPage({ loaderData }: Route.ComponentProps) {
  const {
    page,
    content,
    records,
    preview,
    slots,
    mainImageSection,
    mediaLists,
    qrCode,
    newsletterConfirmation,
  } = loaderData;
  // Built-in hero art is decorative; a photo staff placed as the hero keeps its alt text.
  const builtInHero = content.heroImage
    ? { ...resolveBuiltInImage(content.heroImage), alt: "" }
    : undefined;
  const heroImage = pickSlotImage(slots, "hero", builtInHero);
  const besideText = page.layout === "image-left" || page.layout === "image-right";
  return (
    <>
      {preview ? <PreviewBanner revisionNumber={preview.number} /> : null}
      <PageHero
        pageTitle={page.title}
        showPageTitle={page.key !== "homepage"}
        heroTitle={content.heroTitle}
        subtitle={content.heroSubtitle}
        actions={content.heroActions}
        formLink={
          content.sections.some((section) => section.type === "registration-form")
            ? { href: `#${registrationFirstFieldId}`, label: registrationFormWords.startForm }
            : undefined
        }
        whatsOnLink={findWhatsOnLink(content)}
        image={inHero(page.layout) ? heroImage : undefined}
        size={page.layout === "hero-content" ? "large" : "compact"}
      />
      <MainContent
        layout={page.layout}
        content={content}
        image={pickSlotImage(slots, mainImageSection, besideText ? heroImage : undefined)}
        galleryImage={page.layout === "gallery" ? heroImage : undefined}
      />
      <PageSections
        sections={content.sections}
        qrCode={qrCode}
        slots={slots}
        lists={mediaLists}
        records={records}
        newsletterConfirmation={newsletterConfirmation}
        placedMedia={
          <>
            <PageVideosSection lists={mediaLists} />
            <PageGallerySection title={page.title} lists={mediaLists} />
          </>
        }
      />
    </>
  );
}

/**
 * A page showing This week (Home) offers What's on in its hero too: one tap from the first
 * screen, without the menu, whose items stay the specification's.
 */
function findWhatsOnLink(content: PageContent) {
  const thisWeek = content.sections.find((section) => section.type === "this-week");
  return thisWeek ? { href: whatsOnPath, label: thisWeek.linkLabel } : undefined;
}

/** Layouts that show the page's picture in the hero; the others place it by the main text. */
function inHero(layout: PageLayout) {
  return layout === "hero-content" || layout === "text-only";
}

type MainContentProps = {
  layout: PageLayout;
  content: PageContent;
  /** Beside the text: the hero picture in the image-left/right layouts, or one staff placed. */
  image: PageImage | undefined;
  /** Under the text in the gallery layout. */
  galleryImage: PageImage | undefined;
};

function MainContent({ layout, content, image, galleryImage }: MainContentProps) {
  if (richTextToPlainText(content.mainContent).trim() === "") return null;
  return (
    <>
      <TextSection
        id="main-content-text"
        title={content.mainTitle}
        body={content.mainContent}
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
