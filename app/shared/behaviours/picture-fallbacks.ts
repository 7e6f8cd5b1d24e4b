/** One way to show an image; the browser picks from `srcSet` when there is one. */
export type ImageSource = { src: string; srcSet?: string };

/**
 * A picture's parts (media-image.tsx). Its frame holds the "Loading..." skeleton and the picture;
 * `fallbacks` holds, as JSON, the sources to try in turn after the one the server chose, and
 * `sourceIndex` which of them shows (0: the server's). app.css's `picture-waiting` variant hides
 * a picture, and shows its skeleton, while `mending` is on <html> and its frame is not loaded:
 * without this behaviour a picture is never hidden.
 */
export const pictureAttributes = {
  mending: "data-pictures",
  /** On a picture's frame: "" from the server, "loaded" once its picture has arrived. */
  frame: "data-picture",
  fallbacks: "data-picture-fallbacks",
  sourceIndex: "data-source-index",
} as const;

/**
 * The logo's parts (logo.tsx): both variants, CSS showing the theme's; `standsIn` marks the
 * light one shown in dark too, once the dark one has failed.
 */
export const logoAttributes = {
  variant: "data-variant",
  standsIn: "data-stands-in",
} as const;

const { mending, frame, fallbacks, sourceIndex } = pictureAttributes;
const picture = `img[${fallbacks}]`;
const darkLogo = `img[${logoAttributes.variant}="dark"]`;

/** Asked for and not drawable: a failed fetch or a file that is no image. */
export function hasFailed(image: HTMLImageElement) {
  return image.complete && image.naturalWidth === 0 && image.currentSrc !== "";
}

function markLoaded(image: Element) {
  image.closest(`[${frame}]`)?.setAttribute(frame, "loaded");
}

/** Moves a failed picture to its next source; the last (its category's art) stays. */
function tryNextSource(image: HTMLImageElement) {
  const index = Number(image.getAttribute(sourceIndex) ?? 0);
  const next = (JSON.parse(image.getAttribute(fallbacks) ?? "[]") as ImageSource[])[index];
  if (!next) return;
  image.setAttribute(sourceIndex, String(index + 1));
  if (next.srcSet) image.srcset = next.srcSet;
  else image.removeAttribute("srcset");
  image.src = next.src;
}

/**
 * Shows the light logo in place of a dark one that failed, in both themes. Staff pages, which
 * React hydrates and which carry no early behaviours, call it from the logo's own handlers.
 */
export function showLightLogo(dark: HTMLImageElement) {
  const light = dark.parentElement?.querySelector(`img[${logoAttributes.variant}="light"]`);
  if (!light) return;
  light.setAttribute(logoAttributes.standsIn, "");
  dark.remove();
}

function mendFailed(image: HTMLImageElement) {
  if (image.matches(picture)) tryNextSource(image);
  else if (image.matches(darkLogo)) showLightLogo(image);
}

/**
 * Pictures that mend themselves: a photo that fails tries its next source, then its category's
 * art; one that arrives ends its skeleton and fades in; the light logo stands in for a dark one
 * that fails. Installed in <head>, it hears every picture's load and error on their way down
 * (they do not bubble); pictures already settled when the page is parsed are read then, in case
 * one came before it.
 */
export function installPictureFallbacks(document: Document) {
  document.documentElement.setAttribute(mending, "");

  document.addEventListener(
    "load",
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.matches(picture))
        markLoaded(event.target);
    },
    true,
  );

  document.addEventListener(
    "error",
    (event) => {
      // An error for a source already replaced (the page was read first) is old news.
      if (event.target instanceof HTMLImageElement && hasFailed(event.target))
        mendFailed(event.target);
    },
    true,
  );

  const readSettled = () => {
    for (const image of document.querySelectorAll<HTMLImageElement>(`${picture}, ${darkLogo}`)) {
      if (hasFailed(image)) mendFailed(image);
      else if (image.complete && image.naturalWidth > 0 && image.matches(picture))
        markLoaded(image);
    }
  };
  if (document.readyState === "loading")
    document.addEventListener("DOMContentLoaded", readSettled, { once: true });
  else readSettled();
}
