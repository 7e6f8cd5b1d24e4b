import { z } from "zod";
import { londonTimeToDate } from "~/features/records";
import {
  noticeLinkTextLimit,
  noticeTextLimit,
  noticeTones,
  type SiteNotice,
} from "~/shared/site/site-notice";
import { httpsUrl } from "./site-settings-schema";

export const noticeMessages = {
  text: "Write the notice, like “Youth club closed tonight”.",
  textTooLong: `Keep the notice to ${noticeTextLimit} characters: it sits above the header, on phones too.`,
  linkUrl:
    "Enter a web address starting with https://, or a page of this site starting with /, like /contact.",
  linkText: "Write the link's words, like “See what's on”.",
  linkTextTooLong: `Keep the link's words to ${noticeLinkTextLimit} characters.`,
  linkTextWithoutUrl: "Add the link's address, or clear its words.",
  startsAt: "Enter the date and time it starts, or leave it empty to show the notice at once.",
  endsAt: "Enter the date and time it ends, or leave it empty to show it until you remove it.",
  endBeforeStart: "The end must be after the start.",
  endPassed: "That time has passed: choose a later end, or leave it empty.",
  tone: "Choose how the notice looks: Important or Information.",
} as const;

/** A path on this site ("/contact", "/news#events"), never "//host", which leaves it. */
const isSitePath = (value: string) => /^\/(?![/\\])[^\s\\]*$/.test(value);

/** `datetime-local`'s value: "2026-12-03T09:00", seconds allowed. */
const dateTimeLocalPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * The instant a `datetime-local` value names in UK time (GMT or BST as on that day): a time the
 * clocks skip in March is an hour later, one they pass twice in October the second (GMT) one.
 * Undefined for anything that is no real date and time.
 */
export function readUkDateTime(value: string): Date | undefined {
  const match = dateTimeLocalPattern.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as number[];
  const asUtc = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour, minute));
  // Date.UTC rolls 30 February over into March and 24:00 into the next day: refused, not moved.
  const read = [
    asUtc.getUTCMonth() + 1,
    asUtc.getUTCDate(),
    asUtc.getUTCHours(),
    asUtc.getUTCMinutes(),
  ];
  if (read.some((part, index) => part !== [month, day, hour, minute][index])) return undefined;
  const [date = "", time = ""] = value.split("T");
  return londonTimeToDate(date, time.slice(0, 5));
}

/** An optional UK date and time from the form: null when left empty. */
const ukDateTime = (message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === "" || readUkDateTime(value) !== undefined, message)
    .transform((value) => (value === "" ? null : (readUkDateTime(value) ?? null)));

const isString = (value: unknown) => typeof value === "string";
/** A time field read: a moment, or null for one left empty (a refused one is still its text). */
const isTime = (value: unknown) => value === null || value instanceof Date;

/** Whether the form's `fields` all read as `check` says, whatever became of the others. */
function fieldsRead(value: unknown, fields: readonly string[], check: (field: unknown) => boolean) {
  if (typeof value !== "object" || value === null) return false;
  const form = value as Record<string, unknown>;
  return fields.every((field) => check(form[field]));
}

/**
 * The Settings tab's notice form, as its fields send it. `now` is when it is saved: a notice
 * must not end before then, which would save one nobody ever sees.
 */
export function siteNoticeFormSchema(now: Date) {
  return (
    z
      .object({
        text: z
          .string()
          .trim()
          .min(1, noticeMessages.text)
          .max(noticeTextLimit, noticeMessages.textTooLong),
        linkUrl: z
          .string()
          .trim()
          .refine(
            (value) => value === "" || isSitePath(value) || httpsUrl.safeParse(value).success,
            noticeMessages.linkUrl,
          ),
        linkText: z.string().trim().max(noticeLinkTextLimit, noticeMessages.linkTextTooLong),
        startsAt: ukDateTime(noticeMessages.startsAt),
        endsAt: ukDateTime(noticeMessages.endsAt),
        tone: z.enum(
          noticeTones.map((tone) => tone.value),
          noticeMessages.tone,
        ),
      })
      // Each pair is checked as soon as both its fields read well, even while others do not, so
      // staff see every message at once.
      .superRefine(
        (form, context) => {
          if (form.linkUrl !== "" && form.linkText === "") {
            context.addIssue({
              code: "custom",
              path: ["linkText"],
              message: noticeMessages.linkText,
            });
          }
          if (form.linkUrl === "" && form.linkText !== "") {
            context.addIssue({
              code: "custom",
              path: ["linkUrl"],
              message: noticeMessages.linkTextWithoutUrl,
            });
          }
        },
        { when: ({ value }) => fieldsRead(value, ["linkUrl", "linkText"], isString) },
      )
      .superRefine(
        (form, context) => {
          if (form.endsAt === null) return;
          if (form.startsAt !== null && form.endsAt <= form.startsAt) {
            context.addIssue({
              code: "custom",
              path: ["endsAt"],
              message: noticeMessages.endBeforeStart,
            });
          } else if (form.endsAt <= now) {
            context.addIssue({
              code: "custom",
              path: ["endsAt"],
              message: noticeMessages.endPassed,
            });
          }
        },
        { when: ({ value }) => fieldsRead(value, ["startsAt", "endsAt"], isTime) },
      )
      .transform(
        (form): SiteNotice => ({
          text: form.text,
          link: form.linkUrl === "" ? null : { url: form.linkUrl, text: form.linkText },
          startsAt: form.startsAt?.toISOString() ?? null,
          endsAt: form.endsAt?.toISOString() ?? null,
          tone: form.tone,
        }),
      )
  );
}

/** The notice form's field names: the schema's keys, which its errors are keyed by too. */
export type SiteNoticeField = keyof z.input<ReturnType<typeof siteNoticeFormSchema>>;
