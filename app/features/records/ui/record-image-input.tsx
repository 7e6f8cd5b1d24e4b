import { Check, ImageOff } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { ChooserUpload, type MediaFile, PhotoCaption, UndecidedPhotosHint } from "~/features/media";
import { focalPointStyle } from "~/shared/lib/focal-point";
import { type ImageChoice, toImageChoice } from "../image-choice";
import { ChoiceGroup, hintClass, type KindInputProps } from "./record-field-parts";

/**
 * A choice among the library's photos cleared for the website, or none. A record may still hold a
 * photo that has since been switched off: it stays chosen (and visibly so) until staff pick another.
 * A photo uploaded here is listed first and chosen, whether or not the list has reloaded yet.
 * `onChoose` hears every choice, an upload's with its file (a newsletter previews the photo).
 */
export function ImageInput({
  field,
  label,
  value,
  error,
  choices,
  onChoose,
}: KindInputProps<"image"> & {
  value: string;
  choices: readonly ImageChoice[];
  onChoose?: (id: string, uploaded?: MediaFile) => void;
}) {
  const [uploaded, setUploaded] = useState<ImageChoice | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const listed = uploaded
    ? [uploaded, ...choices.filter((choice) => choice.id !== uploaded.id)]
    : choices;
  const unavailable = value !== "" && !listed.some((choice) => choice.id === value);

  // Mounted checked, the new photo's radio unchecks the others; focus follows the choice.
  useEffect(() => {
    if (!uploaded) return;
    grid.current?.querySelector<HTMLInputElement>(`input[value="${uploaded.id}"]`)?.focus();
  }, [uploaded]);

  return (
    <ChoiceGroup label={label} hint={field.hint} error={error} required={field.required}>
      <div
        ref={grid}
        onChange={(event) => {
          const input = event.target as HTMLInputElement;
          if (input.name === field.name) onChoose?.(input.value);
        }}
        className="grid max-h-[28rem] grid-cols-2 gap-3 overflow-y-auto p-2 sm:grid-cols-3 lg:grid-cols-5"
      >
        <ImageTile name={field.name} value="" checked={value === ""}>
          <span className="flex aspect-square flex-col items-center justify-center gap-1 bg-slate-100 p-2 text-center text-sm font-semibold dark:bg-slate-800">
            <ImageOff aria-hidden="true" className="size-6" />
            No photo
          </span>
        </ImageTile>
        {unavailable ? (
          <ImageTile name={field.name} value={value} checked>
            <span className="flex aspect-square items-center justify-center bg-amber-50 p-2 text-center text-xs font-semibold text-amber-950 dark:bg-amber-950 dark:text-amber-50">
              Current photo (no longer available to visitors)
            </span>
          </ImageTile>
        ) : null}
        {listed.map((choice) => (
          <ImageTile
            key={choice.id}
            name={field.name}
            value={choice.id}
            checked={choice.id === (uploaded?.id ?? value)}
          >
            {/* Its name is written out below, so the picture adds nothing to the radio's name. */}
            <img
              src={choice.thumbnailUrl}
              alt=""
              loading="lazy"
              width={160}
              height={160}
              style={focalPointStyle(choice.focalPoint)}
              className="aspect-square w-full object-cover"
            />
            <PhotoCaption name={choice.name} uploadedAt={choice.uploadedAt} className="p-2" />
          </ImageTile>
        ))}
      </div>
      <ChooserUpload
        chooser="record"
        onChosen={(file) => {
          setUploaded(toImageChoice(file));
          onChoose?.(file.id, file);
        }}
      />
      <UndecidedPhotosHint className={hintClass} />
    </ChoiceGroup>
  );
}

/** A tile radio whose picture and words are its label; the chosen one is outlined and ticked. */
function ImageTile({
  name,
  value,
  checked,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  children: ReactNode;
}) {
  return (
    <label className="group relative flex min-w-0 cursor-pointer flex-col overflow-hidden rounded-xl border border-slate-300 has-checked:ring-4 has-checked:ring-teal-700 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-600 dark:border-slate-600 dark:has-checked:ring-teal-300">
      <input type="radio" name={name} value={value} defaultChecked={checked} className="sr-only" />
      {children}
      <span className="absolute top-1 right-1 hidden rounded-full bg-teal-700 p-0.5 text-white group-has-checked:block dark:bg-teal-300 dark:text-slate-950">
        <Check aria-hidden="true" className="size-4" />
      </span>
    </label>
  );
}
