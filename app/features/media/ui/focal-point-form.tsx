import { type MouseEvent, useId, useState } from "react";
import { useFetcher } from "react-router";
import { centreFocalPoint, type FocalPoint, focalPointStyle } from "~/shared/lib/focal-point";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";
import { useActionToast } from "~/shared/staff-shell/use-action-toast";
import { SubmitButton } from "~/shared/ui/submit-button";
import { TextField } from "~/shared/ui/text-field";
import type { MediaFile } from "../media-file";

/** The crops staff see before saving: the shapes public pages cut the photo to. */
const previewFrames = [
  { label: "Wide hero", className: "aspect-video" },
  { label: "Card", className: "aspect-[4/3]" },
  { label: "Square", className: "aspect-square" },
] as const;

/** The two number boxes: the keyboard's way to the point, filled in by a tap too. */
const axes = [
  { axis: "x", label: "Across (% from the left)", name: "focalX" },
  { axis: "y", label: "Down (% from the top)", name: "focalY" },
] as const;

/** The copy the editor shows: sharp at a dialog's width without loading the original. */
const editorWidth = 960;

function toPercent(offset: number, size: number) {
  return Math.min(100, Math.max(0, Math.round((offset / size) * 100)));
}

/** A whole percentage from a number box; anything else stays as it was. */
function readPercent(value: string, previous: number) {
  const number = Number(value);
  return value.trim() !== "" && Number.isInteger(number) && number >= 0 && number <= 100
    ? number
    : previous;
}

/**
 * A photo's focal point (ADR 0036): a tap on the picture puts it there, or the two number boxes
 * (the way in for keyboards and screen readers); the crops below show the effect before saving.
 */
export function FocalPointForm({ file }: { file: MediaFile }) {
  const fetcher = useFetcher();
  const result = useActionToast(fetcher);
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const [point, setPoint] = useState<FocalPoint>(file.focalPoint ?? centreFocalPoint);
  const [typed, setTyped] = useState({ x: String(point.x), y: String(point.y) });
  const hintId = useId();
  const busy = fetcher.state !== "idle";
  const copy =
    file.variants.find((variant) => variant.width >= editorWidth) ?? file.variants.at(-1);
  const src = copy?.url ?? file.url;

  const place = (next: FocalPoint) => {
    setPoint(next);
    setTyped({ x: String(next.x), y: String(next.y) });
  };
  const placeAtTap = (event: MouseEvent<HTMLDivElement>) => {
    const frame = event.currentTarget.getBoundingClientRect();
    place({
      x: toPercent(event.clientX - frame.left, frame.width),
      y: toPercent(event.clientY - frame.top, frame.height),
    });
  };
  const type = (axis: "x" | "y", value: string) => {
    setTyped((previous) => ({ ...previous, [axis]: value }));
    setPoint((previous) => ({ ...previous, [axis]: readPercent(value, previous[axis]) }));
  };

  return (
    <fetcher.Form method="post" action={adminTabPath("media")} className="space-y-4">
      <input type="hidden" name="id" value={file.id} />
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
        Tap the photo on what matters most, or type how far across and down it is. Every crop on the
        site (heroes, cards, galleries, social media previews) keeps that point in frame.
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: tapping is a pointer shortcut; the number boxes below are the way in for everyone. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above. */}
      <div
        data-focal-picker=""
        onClick={placeAtTap}
        className="relative mx-auto w-fit max-w-full cursor-crosshair overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-800"
      >
        <img
          src={src}
          alt=""
          width={file.width ?? undefined}
          height={file.height ?? undefined}
          draggable={false}
          className="block h-auto max-h-80 w-auto max-w-full select-none"
        />
        <span
          aria-hidden="true"
          data-focal-marker=""
          style={{ left: `${point.x}%`, top: `${point.y}%` }}
          className="pointer-events-none absolute size-8 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-white ring-2 ring-slate-900"
        />
      </div>
      <fieldset aria-describedby={hintId} className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Point to keep in frame</legend>
        {axes.map(({ axis, label, name }) => (
          <TextField
            key={axis}
            label={label}
            name={name}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            required
            value={typed[axis]}
            onChange={(event) => type(axis, event.currentTarget.value)}
            error={errors[name]}
          />
        ))}
      </fieldset>
      <div>
        <h4 className="mb-2 text-sm font-semibold">How the site crops it</h4>
        <ul className="grid grid-cols-3 items-start gap-3">
          {previewFrames.map((frame) => (
            <li key={frame.label} className="space-y-1">
              <img
                src={src}
                alt=""
                data-focal-preview={frame.label}
                style={focalPointStyle(point)}
                className={`${frame.className} w-full rounded-lg bg-slate-100 object-cover dark:bg-slate-800`}
              />
              <p className="text-xs text-slate-600 dark:text-slate-300">{frame.label}</p>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          name="intent"
          value="focal-point"
          busy={busy && fetcher.formData?.get("intent") === "focal-point"}
          disabled={busy}
          busyLabel="Saving..."
          className="min-h-10 px-4 py-2 text-sm"
        >
          Save focal point
        </SubmitButton>
        <SubmitButton
          name="intent"
          value="reset-focal-point"
          formNoValidate
          variant="secondary"
          busy={busy && fetcher.formData?.get("intent") === "reset-focal-point"}
          disabled={busy}
          busyLabel="Resetting..."
          onClick={() => place(centreFocalPoint)}
          className="min-h-10 px-4 py-2 text-sm"
        >
          Reset to centre
        </SubmitButton>
      </div>
    </fetcher.Form>
  );
}
