import { Info, TriangleAlert, X } from "lucide-react";
import { siteNoticeAttributes } from "~/shared/behaviours/site-notice";
import { cn } from "~/shared/lib/class-names";
import type { LiveNotice, NoticeTone } from "~/shared/site/site-notice";

export const siteNoticeWords = {
  region: "Notice",
  close: "Dismiss this notice",
} as const;

/**
 * Each tone's look in both themes (text at least 7:1 on its background). The important one
 * says so in words too, so the difference never rests on colour alone.
 */
const toneStyles: Record<NoticeTone, { box: string; control: string; prefix: string | null }> = {
  // The same in both themes: the site's amber focus ring would not show on it, so it is black.
  important: {
    box: "border-amber-600 bg-amber-300 text-slate-950",
    control: "hover:bg-black/10 focus-visible:outline-slate-950",
    prefix: "Important:",
  },
  information: {
    box: "border-teal-200 bg-teal-50 text-teal-950 dark:border-teal-800 dark:bg-teal-950 dark:text-teal-50",
    control: "hover:bg-teal-100 dark:hover:bg-teal-900",
    prefix: null,
  },
};

/**
 * The site notice at the very top of a visitor's page, before the header (ADR 0043): server HTML,
 * its close button and its announcement the site-notice early behaviour's. Without JavaScript
 * there is no close button (it could do nothing). `preview`: the Settings tab's copy, with no
 * close button and nothing announced.
 */
export function SiteNoticeBanner({
  notice,
  preview = false,
}: {
  notice: Omit<LiveNotice, "key">;
  preview?: boolean;
}) {
  const { box, control, prefix } = toneStyles[notice.tone];
  const Icon = notice.tone === "important" ? TriangleAlert : Info;
  return (
    <section
      aria-label={siteNoticeWords.region}
      className={cn("border-b-2 notice-dismissed:hidden", box, preview && "rounded-xl border-2")}
    >
      <div className="mx-auto flex max-w-screen-2xl items-center gap-3 px-4 py-2 max-[359px]:px-3 sm:px-6">
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        <p
          className="min-w-0 flex-1 py-1.5 break-words"
          {...(preview ? {} : { [siteNoticeAttributes.message]: "" })}
        >
          {prefix ? <strong>{prefix} </strong> : null}
          {notice.text}
          {notice.link ? (
            <>
              {" "}
              <a
                href={notice.link.url}
                className={cn("rounded-sm font-bold underline underline-offset-2", control)}
              >
                {notice.link.text}
              </a>
            </>
          ) : null}
        </p>
        {preview ? null : (
          <>
            <button
              type="button"
              aria-label={siteNoticeWords.close}
              title={siteNoticeWords.close}
              className={cn(
                "inline-flex size-11 shrink-0 items-center justify-center rounded-full noscript:hidden",
                control,
              )}
              {...{ [siteNoticeAttributes.close]: "" }}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
            <p role="status" className="sr-only" {...{ [siteNoticeAttributes.announcer]: "" }} />
          </>
        )}
      </div>
    </section>
  );
}
