import { type ComponentType, useContext } from "react";
import { useSiteData } from "~/shared/site/site-data";
import { IslandRendererContext, islandAttributes } from "./island-context";
import { IslandRoot } from "./island-root";

/**
 * Makes an interactive component an island (ADR 0025): on a visitor's page it is rendered as
 * its own root inside a wrapper that names it and carries its props as JSON, and
 * hydrate-islands.tsx hydrates it alone; everywhere else it is the component itself. Its props
 * must survive JSON (no functions, no children, no dates), and it may not use React Router.
 */
export function island<N extends string, P extends object>(name: N, Component: ComponentType<P>) {
  function Island(props: P) {
    const renderer = useContext(IslandRendererContext);
    const site = useSiteData();
    if (!renderer) return <Component {...props} />;
    const { id, html } = renderer.render(
      <IslandRoot site={site}>
        <Component {...props} />
      </IslandRoot>,
    );
    const attributes = {
      [islandAttributes.name]: name,
      [islandAttributes.id]: id,
      [islandAttributes.props]: JSON.stringify(props),
    };
    return (
      <div
        {...attributes}
        className="contents"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of the component.
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { islandName: name, component: Component });
}
