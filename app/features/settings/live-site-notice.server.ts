import { createHash } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { notePageChangesAt } from "~/shared/lib/request-facts";
import { decideNoticeState, type LiveNotice, type SiteNotice } from "~/shared/site/site-notice";

const instantOf = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/**
 * The notice a page rendered at `now` shows: the stored one while it is live, else none, so no
 * page, cached or not, carries a notice before its start. The page cache is told when that
 * changes (ADR 0039): at the start of a scheduled notice, at the end of a live one.
 */
export function presentLiveNotice(
  context: Readonly<RouterContextProvider>,
  notice: SiteNotice | null,
  now: Date,
): LiveNotice | null {
  if (notice === null) return null;
  const state = decideNoticeState(notice, now);
  if (state === "scheduled") notePageChangesAt(context, instantOf(notice.startsAt));
  if (state !== "live") return null;
  notePageChangesAt(context, instantOf(notice.endsAt));
  const key = createHash("sha256")
    .update(`${notice.startsAt ?? ""}\n${notice.text}`)
    .digest("base64url")
    .slice(0, 16);
  return { text: notice.text, link: notice.link, tone: notice.tone, key };
}
