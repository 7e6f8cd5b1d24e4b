import { isRouteErrorResponse } from "react-router";
import { messages } from "~/shared/site/messages";

export const tabErrors = {
  notFound: {
    title: "Tab not found",
    detail: "The dashboard has no tab at this address. Choose one of the tabs above.",
  },
  forbidden: { title: "Not available to you", detail: messages.access.forbidden },
  failedTitle: "This tab could not be shown",
} as const;

/**
 * What the dashboard shows in place of a tab whose loader failed: the shell and its tab bar stay,
 * so one broken tab never takes the others with it.
 */
export function describeTabError(error: unknown): { title: string; detail: string } {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return tabErrors.notFound;
    if (error.status === 403) return tabErrors.forbidden;
    return { title: tabErrors.failedTitle, detail: error.statusText || `Error ${error.status}` };
  }
  return {
    title: tabErrors.failedTitle,
    detail: error instanceof Error ? error.message : "Something went wrong.",
  };
}
