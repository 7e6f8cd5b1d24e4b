/**
 * A gallery's parts (media-gallery.tsx, gallery-dialog.tsx). Each photo is a link to its large
 * picture, so without JavaScript a tap opens the picture itself; `photo` holds the words shown
 * under it in the dialog, `picture` the `sizes` of the dialog's picture and `position` the
 * template of "(2 of 5)".
 */
export const galleryAttributes = {
  gallery: "data-gallery",
  photo: "data-gallery-photo",
  dialog: "data-gallery-dialog",
  picture: "data-gallery-picture",
  caption: "data-gallery-caption",
  position: "data-gallery-position",
  /** On the previous and next buttons: -1 or 1. */
  step: "data-gallery-step",
  close: "data-gallery-close",
} as const;

const {
  gallery: galleryAttribute,
  photo,
  dialog,
  picture,
  caption,
  position,
  step,
  close,
} = galleryAttributes;
const copiedAttributes = ["src", "srcset", "width", "height", "alt"];
const openers = new WeakMap<Element, HTMLElement>();

/** Shows a photo of the gallery (wrapping at either end) in its dialog: the thumbnail's picture. */
function showPhoto(gallery: Element, index: number) {
  const photos = Array.from(gallery.querySelectorAll(`[${photo}]`));
  const view = gallery.querySelector(`dialog[${dialog}]`);
  const frame = view?.querySelector(`[${picture}]`);
  if (!view || !frame || photos.length === 0) return;
  const shown = (index + photos.length) % photos.length;
  const chosen = photos[shown] as Element;
  // The thumbnail's own sources: the ones that loaded, once a failed one has been replaced.
  const thumbnail = chosen.querySelector("img");
  const image = view.ownerDocument.createElement("img");
  for (const name of copiedAttributes) {
    const value = thumbnail?.getAttribute(name);
    if (value) image.setAttribute(name, value);
  }
  image.sizes = frame.getAttribute(picture) ?? "";
  image.setAttribute("fetchpriority", "high");
  frame.replaceChildren(image);
  const words = view.querySelector(`[${caption}]`);
  if (words) words.textContent = chosen.getAttribute(photo);
  const place = view.querySelector(`[${position}]`);
  if (place)
    place.textContent = (place.getAttribute(position) ?? "")
      .replace("{index}", String(shown + 1))
      .replace("{count}", String(photos.length));
  view.setAttribute("data-index", String(shown));
}

function stepPhoto(view: Element, by: number) {
  const gallery = view.closest(`[${galleryAttribute}]`);
  if (gallery) showPhoto(gallery, Number(view.getAttribute("data-index")) + by);
}

/**
 * Opens a gallery's photo larger in its <dialog> on a tap, whenever it comes: the browser traps
 * focus in it and closes it on Escape; a tap outside the picture closes it too, the arrow keys
 * and buttons move between photos, and focus goes back to the photo that opened it. A click
 * with a modifier key opens the picture itself, as links do.
 */
export function installGalleryDialog(document: Document) {
  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    if (target instanceof HTMLDialogElement && target.hasAttribute(dialog)) {
      // The backdrop counts as the dialog itself; the picture and buttons sit inside a frame.
      target.close();
      return;
    }
    const control = target.closest?.(`[${photo}],[${step}],[${close}]`);
    const gallery = control?.closest(`[${galleryAttribute}]`);
    const view = gallery?.querySelector<HTMLDialogElement>(`dialog[${dialog}]`);
    if (!control || !gallery || !view) return;
    if (control.hasAttribute(step)) stepPhoto(view, Number(control.getAttribute(step)));
    else if (control.hasAttribute(close)) view.close();
    else {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
        return;
      event.preventDefault();
      showPhoto(gallery, Array.from(gallery.querySelectorAll(`[${photo}]`)).indexOf(control));
      openers.set(view, control as HTMLElement);
      view.showModal();
      // The close button is the first stop (the browser would pick "Previous photo").
      view.querySelector<HTMLElement>(`[${close}]`)?.focus();
    }
  });

  document.addEventListener("keydown", (event) => {
    const view = (event.target as Element).closest?.(`dialog[${dialog}][open]`);
    const by = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (!view || !by) return;
    event.preventDefault();
    stepPhoto(view, by);
  });

  // Close events do not bubble: caught on their way down.
  document.addEventListener(
    "close",
    (event) => {
      const view = event.target as Element;
      if (view instanceof HTMLDialogElement && view.hasAttribute(dialog))
        openers.get(view)?.focus();
    },
    true,
  );
}
