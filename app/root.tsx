import { type ReactNode, useContext, useEffect, useMemo } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { linkSafeguardingPolicy } from "~/features/documents/index.server";
import {
  ErrorPage,
  NotFoundPage,
  SiteFooter,
  SiteHeader,
  SiteNoticeBanner,
  StaffPageContext,
  useIsStaffPage,
} from "~/features/pages";
import { loadSiteLogo, presentLiveNotice } from "~/features/settings/index.server";
import { siteNoticeAttributes } from "~/shared/behaviours/site-notice";
import { getDatabase } from "~/shared/db/database.server";
import { IslandRendererContext } from "~/shared/islands/island-context";
import { IslandScripts } from "~/shared/islands/island-scripts";
import { hydrateLaterScript } from "~/shared/lib/hydrate-later";
import { mainContentId } from "~/shared/lib/main-content";
import { useNonce } from "~/shared/lib/nonce";
import { themeScript } from "~/shared/lib/theme-script";
import { hideExampleDetails } from "~/shared/site/example-details";
import { staffLayoutRouteId } from "~/shared/site/page-registry";
import { formatDocumentTitle } from "~/shared/site/seo";
import { readSiteData, SiteDataContext } from "~/shared/site/site-data";
import { loadSettingsSnapshot } from "~/shared/site/site-settings.server";
import { useSiteSettings } from "~/shared/site/use-site-settings";
import { StaffFrame } from "~/shared/staff-shell/staff-frame";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = getDatabase();
  const [{ settings, notice }, logo] = await Promise.all([
    loadSettingsSnapshot(db),
    loadSiteLogo(db),
  ]);
  return {
    settings: await linkSafeguardingPolicy(db, hideExampleDetails(settings)),
    logo,
    notice: presentLiveNotice(context, notice, new Date()),
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const islands = useContext(IslandRendererContext);
  // Undefined when an error stopped the root loader: the defaults stand in.
  const root = useRouteLoaderData<typeof loader>("root");
  const site = useMemo(() => readSiteData(root), [root]);
  const staff = useMatches().some((match) => match.id === staffLayoutRouteId);
  // Visitors' pages only: staff see the notice in Settings.
  const notice = staff ? null : (root?.notice ?? null);
  // Effects run children first, so once this is set every component's effects have run: browser
  // tests wait for it before driving timers or typing into forms.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    // The theme script sets class, data-theme and color-scheme before React hydrates. The
    // notice's key lets the early behaviours hide a dismissed notice before the body is parsed.
    <html lang="en-GB" {...{ [siteNoticeAttributes.key]: notice?.key }} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#115e59" />
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant string, no user input.
          dangerouslySetInnerHTML={{ __html: themeScript }}
        />
        {islands ? (
          // A visitor's page only: a staff page hydrates at once, with React Router.
          <>
            <script
              nonce={nonce}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant string, no user input.
              dangerouslySetInnerHTML={{ __html: hydrateLaterScript }}
            />
            <script
              nonce={nonce}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: our own bundled script, built with the site.
              dangerouslySetInnerHTML={{ __html: islands.behavioursScript }}
            />
          </>
        ) : null}
        {staff ? null : (
          // The first paint waits until the header is parsed whole: Chromium may paint a page
          // part-parsed, and a header drawn before its last button moved the others (CLS).
          <link rel="expect" href={`#${mainContentId}`} {...{ blocking: "render" }} />
        )}
        <Meta />
        <Links />
      </head>
      <SiteDataContext value={site}>
        <StaffPageContext value={staff}>
          <body className="flex min-h-dvh flex-col bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
            <a
              href={`#${mainContentId}`}
              className="sr-only z-50 rounded-full bg-amber-300 px-4 py-2 font-bold text-slate-950 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
            >
              Skip to main content
            </a>
            {staff ? (
              // Sign-in and the dashboard bring their own header and main (StaffFrame, DashboardShell).
              children
            ) : (
              <>
                {notice ? <SiteNoticeBanner notice={notice} /> : null}
                <SiteHeader />
                <main id={mainContentId} tabIndex={-1} className="flex-1 focus:outline-none">
                  {children}
                </main>
                <SiteFooter />
              </>
            )}
            {islands ? (
              <IslandScripts entryUrl={islands.entryUrl} site={site} nonce={nonce} />
            ) : (
              <>
                <ScrollRestoration nonce={nonce} />
                <Scripts nonce={nonce} />
              </>
            )}
          </body>
        </StaffPageContext>
      </SiteDataContext>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  const staff = useIsStaffPage();
  return staff ? (
    <StaffFrame>
      <RootError {...props} />
    </StaffFrame>
  ) : (
    <RootError {...props} />
  );
}

function RootError({ error }: Route.ErrorBoundaryProps) {
  const settings = useSiteSettings();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{formatDocumentTitle("Page not found", settings.charityName)}</title>
        <NotFoundPage />
      </>
    );
  }
  const detail = isRouteErrorResponse(error)
    ? error.statusText || `Error ${error.status}`
    : error instanceof Error
      ? error.message
      : "Something went wrong.";
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <>
      <title>{formatDocumentTitle("Error", settings.charityName)}</title>
      <ErrorPage detail={detail} stack={stack} />
    </>
  );
}
