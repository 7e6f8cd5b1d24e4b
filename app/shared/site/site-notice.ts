import { z } from "zod";
import { formatDateTime } from "~/shared/lib/format-date-time";

/**
 * The site-wide notice staff set in Settings ("Youth club closed tonight"): shown at the top of
 * every visitor's page between its start and end (ADR 0043). None unless staff set one.
 */
export const noticeTones = [
  {
    value: "important",
    label: "Important",
    hint: "A change visitors must know about, like a cancelled session. Strong colours and the word “Important”.",
  },
  {
    value: "information",
    label: "Information",
    hint: "Good to know, like a new term's sign-ups opening. Calmer colours.",
  },
] as const;
export type NoticeTone = (typeof noticeTones)[number]["value"];

/** The longest a notice may be: it sits above the header, on a phone too. */
export const noticeTextLimit = 200;
export const noticeLinkTextLimit = 60;

/** The notice as stored (`site_setting` key `siteNotice`, JSON) and read back. */
export const storedSiteNoticeSchema = z.object({
  text: z.string().min(1).max(noticeTextLimit),
  /** A web address (https) or a path on this site; null: no link. */
  link: z.object({ url: z.string().min(1), text: z.string().min(1) }).nullable(),
  /** ISO instant it shows from; null: from when it was saved. */
  startsAt: z.iso.datetime().nullable(),
  /** ISO instant it stops showing; null: until staff remove it. */
  endsAt: z.iso.datetime().nullable(),
  tone: z.enum(noticeTones.map((tone) => tone.value)),
});
export type SiteNotice = z.infer<typeof storedSiteNoticeSchema>;

export type NoticeState = "live" | "scheduled" | "ended";

/**
 * Where the notice stands at `now`: scheduled before its start, live from its start (included)
 * until its end (excluded), ended from then on. Instants, so the UK's clock changes play no part
 * here; they are settled when the times staff typed are read (site-notice-schema.ts).
 */
export function decideNoticeState(notice: SiteNotice, now: Date): NoticeState {
  const at = now.getTime();
  if (notice.startsAt !== null && at < Date.parse(notice.startsAt)) return "scheduled";
  if (notice.endsAt !== null && at >= Date.parse(notice.endsAt)) return "ended";
  return "live";
}

/** What a visitor's page gets of a live notice: no times, so a cached page tells nothing ahead. */
export type LiveNotice = Pick<SiteNotice, "text" | "link" | "tone"> & {
  /** Names this notice (its words and start) for a visitor's "dismissed" note in their tab. */
  key: string;
};

/** The Settings tab's notice form: its two buttons' intents, which the tab's action tells apart. */
export const siteNoticeIntents = { save: "site-notice", remove: "remove-site-notice" } as const;

export const noticeStateLabels: Record<NoticeState, string> = {
  live: "Live now",
  scheduled: "Scheduled",
  ended: "Ended",
};

const ukTime = (iso: string) => `${formatDateTime(iso)} (UK time)`;

/** Where the notice stands, in staff's words: when visitors see it. */
export function describeNoticeState(notice: SiteNotice, now: Date) {
  const until = notice.endsAt ? `until ${ukTime(notice.endsAt)}` : "until you remove it";
  const state = decideNoticeState(notice, now);
  if (state === "scheduled" && notice.startsAt) {
    return `Visitors see it from ${ukTime(notice.startsAt)}, ${until}.`;
  }
  if (state === "ended" && notice.endsAt) {
    return `It ended at ${ukTime(notice.endsAt)}: visitors no longer see it.`;
  }
  return `Visitors see it now, ${until}.`;
}
