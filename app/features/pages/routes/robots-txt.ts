import { getSiteOrigin } from "~/shared/lib/site-origin.server";
import { renderRobots } from "../sitemap";
import type { Route } from "./+types/robots-txt";

export function loader({ request }: Route.LoaderArgs) {
  return new Response(renderRobots(getSiteOrigin(request)), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
