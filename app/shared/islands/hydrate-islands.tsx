import { type ComponentType, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { type SiteData, siteDataElementId } from "~/shared/site/site-data";
import { islandAttributes } from "./island-context";
import { IslandRoot } from "./island-root";

/** Each island's component by its name (island.tsx), loaded when a page shows it. */
export type IslandLoaders = Readonly<Record<string, () => Promise<ComponentType<never>>>>;

async function hydrateIsland(element: HTMLElement, site: SiteData, loaders: IslandLoaders) {
  const name = element.getAttribute(islandAttributes.name) ?? "";
  const load = loaders[name];
  if (!load) throw new Error(`The page shows an island named "${name}" that islands.ts lacks.`);
  // Its props are the ones the server rendered it with, whatever the component.
  const Component = (await load()) as ComponentType<Record<string, unknown>>;
  const props = JSON.parse(element.getAttribute(islandAttributes.props) ?? "{}");
  await new Promise<void>((resolve) => {
    // As a transition, React hydrates in slices of a few milliseconds between which the browser
    // may paint and answer input, instead of one task per island (a form is long on a phone).
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandRoot site={site} onHydrated={resolve}>
          <Component {...props} />
        </IslandRoot>,
        { identifierPrefix: element.getAttribute(islandAttributes.id) ?? undefined },
      );
    });
  });
}

/**
 * Loads the code of the islands the page shows and hydrates each as its own root (ADR 0025).
 * Once every island's effects have run, <html> is marked `data-hydrated`, as root.tsx marks a
 * page React Router hydrated.
 */
export async function hydrateIslands(loaders: IslandLoaders) {
  const site = JSON.parse(document.getElementById(siteDataElementId)?.textContent ?? "null");
  const elements = document.querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`);
  await Promise.all(Array.from(elements, (element) => hydrateIsland(element, site, loaders)));
  document.documentElement.dataset.hydrated = "true";
}
