import { youTubeEmbedOrigin } from "~/shared/lib/youtube";

/** A video facade's link carries its player's address and title (video-facade.tsx). */
export const videoFacadeAttributes = {
  embed: "data-video-embed",
  title: "data-video-title",
  /** Present on Home's latest video: it starts, muted, once it is in view (seed §2). */
  playWhenVisible: "data-video-play-when-visible",
} as const;

/** What the facade's player may do, as YouTube's own embed code asks. */
const playerPermissions = "autoplay; encrypted-media; picture-in-picture; fullscreen";

/** How much of the video must be on screen before it starts by itself. */
const visibleShare = 0.5;

/** YouTube's player states, as its iframe API reports them. */
const playerStates = { playing: 1, paused: 2 } as const;

export const pauseControlWords = { pause: "Pause video", play: "Play video" } as const;

/**
 * A video's facade is a link to the video on YouTube, which is what it does without JavaScript.
 * With it, a tap puts YouTube's player in the link's place, playing muted (its address says so),
 * and moves focus to it. A click with a modifier key still opens YouTube, as links do. A facade
 * marked to play when visible starts muted once half of it is on screen, with a pause control,
 * unless the visitor asked for reduced motion; nothing from YouTube loads before.
 */
export function installVideoFacade(document: Document) {
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.(`a[${videoFacadeAttributes.embed}]`);
    if (!link) return;
    event.preventDefault();
    putPlayerInPlace(link, "").focus();
  });
  // This runs in <head>, before the body exists: the facades are looked for once it is parsed.
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", () => playWhenVisible(document), { once: true });
  } else {
    playWhenVisible(document);
  }
}

function putPlayerInPlace(link: Element, extraQuery: string) {
  const player = link.ownerDocument.createElement("iframe");
  player.src = `${link.getAttribute(videoFacadeAttributes.embed) ?? ""}${extraQuery}`;
  player.title = link.getAttribute(videoFacadeAttributes.title) ?? "";
  player.allow = playerPermissions;
  player.referrerPolicy = "strict-origin-when-cross-origin";
  link.replaceWith(player);
  return player;
}

function playWhenVisible(document: Document) {
  const view = document.defaultView;
  const links = document.querySelectorAll(`a[${videoFacadeAttributes.playWhenVisible}]`);
  if (!view || links.length === 0 || !("IntersectionObserver" in view)) return;
  if (view.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
  const observer = new view.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        // Tapped before it came into view: that player is already there.
        if (!entry.target.isConnected) continue;
        // The iframe API lets the pause control below speak to the player.
        const api = `&enablejsapi=1&origin=${encodeURIComponent(view.location.origin)}`;
        addPauseControl(putPlayerInPlace(entry.target, api));
      }
    },
    { threshold: visibleShare },
  );
  for (const link of links) observer.observe(link);
}

/**
 * A video that starts by itself needs a way to stop it outside the player (WCAG 2.2.2). It sends
 * YouTube's iframe API commands, and follows the player's own buttons through the states the
 * player reports once told someone is listening.
 */
function addPauseControl(player: HTMLIFrameElement) {
  const document = player.ownerDocument;
  const button = document.createElement("button");
  button.type = "button";
  button.className =
    "absolute top-3 left-3 z-10 rounded-full bg-slate-950/85 px-4 py-2 text-sm font-semibold text-white shadow focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-400";
  let playing = true;
  const show = () => {
    button.textContent = playing ? pauseControlWords.pause : pauseControlWords.play;
  };
  const send = (message: object) =>
    player.contentWindow?.postMessage(JSON.stringify(message), youTubeEmbedOrigin);
  button.addEventListener("click", () => {
    playing = !playing;
    send({ event: "command", func: playing ? "playVideo" : "pauseVideo", args: [] });
    show();
  });
  player.addEventListener("load", () => send({ event: "listening", id: 1, channel: "widget" }));
  document.defaultView?.addEventListener("message", (event) => {
    if (event.origin !== youTubeEmbedOrigin || event.source !== player.contentWindow) return;
    const state = readPlayerState(event.data);
    if (state === playerStates.playing || state === playerStates.paused) {
      playing = state === playerStates.playing;
      show();
    }
  });
  show();
  player.after(button);
}

/** The player state in one of YouTube's `infoDelivery` messages, if it carries one. */
export function readPlayerState(data: unknown): number | undefined {
  if (typeof data !== "string") return undefined;
  try {
    const message = JSON.parse(data) as { event?: unknown; info?: { playerState?: unknown } };
    const state = message.info?.playerState;
    return message.event === "infoDelivery" && typeof state === "number" ? state : undefined;
  } catch {
    return undefined;
  }
}
