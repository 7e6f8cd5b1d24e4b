import { useId, useState } from "react";
import type { MediaFile } from "~/features/media";
import { FieldError, hintClass, type ImageChoice, ImageInput } from "~/features/records";
import { cn } from "~/shared/lib/class-names";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { newsletterMessages } from "../messages";
import { type NewsletterPhoto, toNewsletterPhoto } from "../newsletter-photo";

type NewsletterPhotoInputProps = {
  /** Photos visitors may see, each as its chooser tile and as the email would show it. */
  choices: readonly { choice: ImageChoice; photo: NewsletterPhoto }[];
  chosen: NewsletterPhoto | null;
  onChange: (photo: NewsletterPhoto | null) => void;
  error?: string;
};

const photoField = { name: "photoId", label: "Photo", kind: "image" } as const;

/**
 * "Add a photo": the records' photo chooser (upload and consent question included), opened on
 * demand, offering only photos cleared for the website. The chosen photo's alt text is said
 * beside it, since the email uses it. Posts `photoId`: the chooser's radios while it is open,
 * else a hidden field.
 */
export function NewsletterPhotoInput({
  choices,
  chosen,
  onChange,
  error,
}: NewsletterPhotoInputProps) {
  const [open, setOpen] = useState(false);
  const [uploaded, setUploaded] = useState<NewsletterPhoto[]>([]);
  const chooserId = useId();
  const errorId = useId();

  function choose(id: string, file?: MediaFile) {
    // A photo uploaded here is not in the loader's list until the tab reloads.
    const fresh = file ? [toNewsletterPhoto(file)] : [];
    if (file) setUploaded((list) => [...fresh, ...list]);
    const known = [...fresh, ...uploaded, ...choices.map((entry) => entry.photo)];
    onChange(known.find((photo) => photo.id === id) ?? null);
  }

  return (
    <div className="space-y-2">
      <p className="font-semibold">Photo (optional)</p>
      <p className={hintClass}>{newsletterMessages.newsletter.photoHint}</p>
      {chosen ? (
        <div className="flex items-start gap-3">
          <img
            src={chosen.src}
            alt=""
            width={96}
            height={96}
            className="size-24 shrink-0 rounded-lg object-cover"
          />
          <p
            className={cn(
              "min-w-0 break-words",
              !chosen.alt && "font-semibold text-amber-900 dark:text-amber-200",
            )}
          >
            {chosen.alt
              ? newsletterMessages.newsletter.photoAlt(chosen.alt)
              : newsletterMessages.newsletter.photoNoAlt}
          </p>
        </div>
      ) : (
        <p className={hintClass}>{newsletterMessages.newsletter.noPhoto}</p>
      )}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={chooserId}
        aria-describedby={error ? errorId : undefined}
        onClick={() => setOpen(!open)}
        className={cn(buttonBase, buttonStyles.secondary, "min-h-10 px-4 py-2 text-sm")}
      >
        {open ? "Close the photo chooser" : chosen ? "Change the photo" : "Add a photo"}
      </button>
      <FieldError id={errorId} error={error} />
      <div id={chooserId} hidden={!open}>
        {open ? (
          <ImageInput
            field={photoField}
            label="Photo from the library"
            value={chosen?.id ?? ""}
            error={error}
            choices={choices.map((entry) => entry.choice)}
            onChoose={choose}
          />
        ) : (
          <input type="hidden" name={photoField.name} value={chosen?.id ?? ""} />
        )}
      </div>
    </div>
  );
}
