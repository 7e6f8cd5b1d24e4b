import { Check, ImageOff } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { adminTabPath } from "~/admin/admin-tabs";
import type { ImageChoice } from "~/records/image-choice";
import { UndecidedPhotosHint } from "../media/undecided-photos-hint";
import { ChoiceGroup, hintClass, type KindInputProps } from "./record-field-parts";

/**
 * A choice among the library's photos cleared for the website, or none. A record may still hold a
 * photo that has since been switched off: it stays chosen (and visibly so) until staff pick another.
 */
export function ImageInput({
  field,
  label,
  value,
  error,
  choices,
}: KindInputProps<"image"> & { value: string; choices: readonly ImageChoice[] }) {
  const unavailable = value !== "" && !choices.some((choice) => choice.id === value);
  return (
    <ChoiceGroup label={label} hint={field.hint} error={error} required={field.required}>
      <div className="grid max-h-96 grid-cols-3 gap-3 overflow-y-auto p-2 sm:grid-cols-4 lg:grid-cols-6">
        <ImageTile name={field.name} value="" checked={value === ""}>
          <span className="flex h-full flex-col items-center justify-center gap-1 bg-slate-100 p-2 text-center text-sm font-semibold dark:bg-slate-800">
            <ImageOff aria-hidden="true" className="size-6" />
            No photo
          </span>
        </ImageTile>
        {unavailable ? (
          <ImageTile name={field.name} value={value} checked>
            <span className="flex h-full items-center justify-center bg-amber-50 p-2 text-center text-xs font-semibold text-amber-950 dark:bg-amber-950 dark:text-amber-50">
              Current photo (no longer available to visitors)
            </span>
          </ImageTile>
        ) : null}
        {choices.map((choice) => (
          <ImageTile
            key={choice.id}
            name={field.name}
            value={choice.id}
            checked={choice.id === value}
          >
            <img
              src={choice.thumbnailUrl}
              alt={choice.alt || "Photo without a description"}
              loading="lazy"
              width={160}
              height={160}
              className="h-full w-full object-cover"
            />
          </ImageTile>
        ))}
      </div>
      <p className={hintClass}>
        Upload a new photo in the{" "}
        <Link
          to={adminTabPath("media")}
          className="font-semibold text-teal-800 underline dark:text-teal-300"
        >
          Media tab
        </Link>
        , then choose it here.
      </p>
      <UndecidedPhotosHint className={hintClass} />
    </ChoiceGroup>
  );
}

/** A square radio whose picture is its label; the chosen one is outlined and ticked. */
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
    <label className="group relative block aspect-square cursor-pointer overflow-hidden rounded-xl border border-slate-300 has-checked:ring-4 has-checked:ring-teal-700 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-600 dark:border-slate-600 dark:has-checked:ring-teal-300">
      <input type="radio" name={name} value={value} defaultChecked={checked} className="sr-only" />
      {children}
      <span className="absolute top-1 right-1 hidden rounded-full bg-teal-700 p-0.5 text-white group-has-checked:block dark:bg-teal-300 dark:text-slate-950">
        <Check aria-hidden="true" className="size-4" />
      </span>
    </label>
  );
}
