import type { ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useLoaderData,
} from "react-router";
import { describe, expect, test } from "vitest";
import { planPageMedia } from "~/features/pages";
import { getPageContent } from "~/features/pages/index.server";
import { type PublicPageKey, publicPages } from "~/shared/site/page-registry";
import { type StockImageCategory, stockImagePath } from "~/shared/site/vocabulary";
import RegisteredPage from "./registered-page";

type PageProps = ComponentProps<typeof RegisteredPage>;

/** What the loader gives a page on a new site: its built-in copy, nothing placed, no records. */
function builtInLoaderData(key: PublicPageKey): PageProps["loaderData"] {
  const page = publicPages.find((entry) => entry.key === key);
  if (!page) throw new Error(`No public page ${key}`);
  const content = getPageContent(key);
  return {
    page: {
      key: page.key,
      title: page.title,
      description: page.description,
      category: page.category,
      layout: content.layout ?? page.layout,
    },
    content,
    records: {
      testimonials: [],
      impactStats: [],
      events: { upcoming: [], past: [] },
      videos: [],
      opportunities: [],
      documents: [],
      whatsOn: null,
      thisWeek: null,
      sessions: [],
    },
    preview: null,
    slots: {},
    mainImageSection: planPageMedia(page, content).mainImageSection,
    mediaLists: { ok: true, galleries: {}, footerGallery: [], videos: [] },
    qrCode: null,
    newsletterConfirmation: "email",
    canonicalUrl: `https://site.example${page.route}`,
    socialImage: null,
  };
}

function Page() {
  const loaderData = useLoaderData() as PageProps["loaderData"];
  return <RegisteredPage {...({ loaderData } as PageProps)} />;
}

/** The pictures the page's own code renders (its HTML, as the server sends it). */
async function renderPictures(key: PublicPageKey) {
  const handler = createStaticHandler([
    { id: "page", path: "/", loader: () => builtInLoaderData(key), Component: Page },
  ]);
  const context = await handler.query(new Request("https://site.example/"));
  if (context instanceof Response) throw new Error(`The page answered ${context.status}`);
  const html = renderToStaticMarkup(
    <StaticRouterProvider
      router={createStaticRouter(handler.dataRoutes, context)}
      context={context}
    />,
  );
  return [...html.matchAll(/<img [^>]*?src="([^"]+)"/g)].map((match) => match[1] as string);
}

/** Stock art that stands for no page's subject, and the pages where it still belongs. */
const fillers: Partial<Record<StockImageCategory, readonly PublicPageKey[]>> = {
  general: [],
  activities: [],
  // The charity's own sun over the hills: the home page's picture.
  branding: ["homepage"],
};

describe("each page's built-in pictures", () => {
  test.each(publicPages.map((page) => page.key as PublicPageKey))(
    "%s shows each picture once and no filler",
    async (key) => {
      const pictures = await renderPictures(key);
      expect(pictures.length, "every page has a picture of its own").toBeGreaterThan(0);
      expect(pictures.filter((src, index) => pictures.indexOf(src) !== index)).toEqual([]);
      for (const [category, pages] of Object.entries(fillers)) {
        if (pages.includes(key)) continue;
        expect(pictures).not.toContain(stockImagePath(category as StockImageCategory));
      }
    },
  );
});
