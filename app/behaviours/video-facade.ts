/** A video facade's link carries its player's address and title (video-facade.tsx). */
export const videoFacadeAttributes = {
  embed: "data-video-embed",
  title: "data-video-title",
} as const;

/** What the facade's player may do, as YouTube's own embed code asks. */
const playerPermissions = "autoplay; encrypted-media; picture-in-picture; fullscreen";

/**
 * A video's facade is a link to the video on YouTube, which is what it does without JavaScript.
 * With it, a tap puts YouTube's player in the link's place, playing muted (its address says so),
 * and moves focus to it. A click with a modifier key still opens YouTube, as links do.
 */
export function installVideoFacade(document: Document) {
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.(`a[${videoFacadeAttributes.embed}]`);
    if (!link) return;
    event.preventDefault();
    const player = document.createElement("iframe");
    player.src = link.getAttribute(videoFacadeAttributes.embed) ?? "";
    player.title = link.getAttribute(videoFacadeAttributes.title) ?? "";
    player.allow = playerPermissions;
    player.referrerPolicy = "strict-origin-when-cross-origin";
    link.replaceWith(player);
    player.focus();
  });
}
