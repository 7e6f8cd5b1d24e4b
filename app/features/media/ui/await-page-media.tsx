import { type ReactNode, Suspense } from "react";
import { Await } from "react-router";
import { publicMediaMessages } from "~/shared/site/public-media-messages";
import type { PageMediaLists } from "../page-media";

export type LoadedPageMedia = Extract<PageMediaLists, { ok: true }>;

type AwaitPageMediaProps = {
  /** The page's galleries and videos: already there on a first visit, streamed on navigation. */
  lists: Promise<PageMediaLists> | PageMediaLists;
  loading: ReactNode;
  failed: (reason: string) => ReactNode;
  children: (media: LoadedPageMedia) => ReactNode;
};

/** Shows `loading` until the page's media arrive, then `children`, or `failed` with the reason. */
export function AwaitPageMedia({ lists, loading, failed, children }: AwaitPageMediaProps) {
  const show = (media: PageMediaLists) => (media.ok ? children(media) : failed(media.error));
  if (!(lists instanceof Promise)) return show(lists);
  return (
    <Suspense fallback={loading}>
      <Await resolve={lists} errorElement={failed(publicMediaMessages.fetchFailed)}>
        {show}
      </Await>
    </Suspense>
  );
}
