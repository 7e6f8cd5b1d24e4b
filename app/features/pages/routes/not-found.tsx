import { data } from "react-router";
import { logger } from "~/shared/lib/logger.server";
import { NotFoundPage } from "../layout/not-found-page";
import type { Route } from "./+types/not-found";

/** Catch-all: logs the missing path and answers 404; the root error boundary renders the page. */
export function loader({ url }: Route.LoaderArgs) {
  logger.warn("page not found", { path: url.pathname });
  throw data(null, { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return <NotFoundPage />;
}
