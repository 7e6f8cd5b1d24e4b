import { Clapperboard } from "lucide-react";
import { useSiteSettings } from "~/lib/use-site-settings";
import { parseYouTubeId } from "~/lib/youtube";
import { SectionShell } from "./section-shell";
import { VideoFacade } from "./video-facade";

type VideoSectionProps = { id: string; title: string; intro?: string; tone?: "plain" | "tinted" };

/** The charity's latest video (a YouTube link in site settings), loaded only on request. */
export function VideoSection({ id, title, intro, tone }: VideoSectionProps) {
  const settings = useSiteSettings();
  const videoId = parseYouTubeId(settings.latestVideoUrl);
  return (
    <SectionShell id={id} title={title} intro={intro} tone={tone}>
      <div className="mx-auto max-w-4xl">
        {videoId ? (
          <VideoFacade videoId={videoId} title={title} />
        ) : (
          <p className="flex items-center gap-3 rounded-3xl border border-dashed border-slate-300 p-8 text-lg text-slate-700 dark:border-slate-600 dark:text-slate-300">
            <Clapperboard aria-hidden="true" className="size-6 shrink-0" />
            Our next video update is on its way. Follow us on social media to see it first.
          </p>
        )}
      </div>
    </SectionShell>
  );
}
