import { type ChangeEvent, useId, useState } from "react";
import { useFetcher } from "react-router";
import { ResendAfterConfirmation } from "~/features/accounts";
import {
  describeQuickUploadFailure,
  findThumbnailUrl,
  imageAccept,
  type MediaFile,
  makeUploadKey,
  sendQuickUpload,
  UploadFailed,
} from "~/features/media";
import { cn } from "~/shared/lib/class-names";
import {
  builtInLogo,
  builtInLogoValue,
  type LogoChoice,
  type LogoVariant,
  logoVariantLabels,
  logoVariants,
} from "~/shared/site/site-logo";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";
import { useActionToast } from "~/shared/staff-shell/use-action-toast";
import { SubmitButton } from "~/shared/ui/submit-button";

type LogoSettingsFormProps = { choice: LogoChoice; candidates: MediaFile[] };

const logoUploadPath = "/admin/media/logo-upload";

const optionClass = cn(
  "flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-slate-300 p-3 text-center text-sm font-semibold dark:border-slate-600",
  "has-checked:border-teal-700 has-checked:ring-2 has-checked:ring-teal-700 has-focus-visible:outline-3 has-focus-visible:outline-amber-400",
  "dark:has-checked:border-teal-300 dark:has-checked:ring-teal-300",
);

function toFormData(choice: LogoChoice) {
  const form = new FormData();
  form.set("intent", "logo");
  for (const variant of logoVariants) {
    form.set(`logo.${variant}`, choice[variant] ?? builtInLogoValue);
  }
  return form;
}

/**
 * The header and footer logo, light and dark. A file uploaded here goes through the media
 * pipeline into the library as a Branding image and becomes that variant's logo at once; any
 * Branding image already in the library can be chosen too.
 */
export function LogoSettingsForm({ choice, candidates }: LogoSettingsFormProps) {
  const fetcher = useFetcher();
  const result = useActionToast(fetcher);
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const [selected, setSelected] = useState(choice);

  const choose = (variant: LogoVariant, id: string | null) =>
    setSelected((current) => ({ ...current, [variant]: id }));
  const saveUploaded = (variant: LogoVariant, file: MediaFile) => {
    const next = { ...selected, [variant]: file.id };
    setSelected(next);
    // React Router reports the outcome in its state and data, not through this promise.
    void fetcher.submit(toFormData(next), { method: "post", action: adminTabPath("settings") });
  };

  return (
    <section aria-labelledby="logo-heading" className="mt-12 max-w-3xl">
      <h2 id="logo-heading" className="text-2xl font-bold">
        Logo
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        The logo beside the charity's name in the header and footer. A PNG with a transparent
        background works best; uploads are kept in the Media library as Branding images.
      </p>
      <fetcher.Form method="post" action={adminTabPath("settings")} className="mt-6 space-y-10">
        <input type="hidden" name="intent" value="logo" />
        {logoVariants.map((variant) => {
          const error = errors[`logo.${variant}`];
          const errorId = `logo-${variant}-error`;
          return (
            <fieldset key={variant} aria-describedby={error ? errorId : undefined}>
              <legend className="font-bold">{logoVariantLabels[variant].label}</legend>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {logoVariantLabels[variant].hint}
              </p>
              {error ? (
                <p id={errorId} className="mt-2 font-semibold text-rose-700 dark:text-rose-300">
                  {error}
                </p>
              ) : null}
              <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
                <LogoOption
                  variant={variant}
                  value={builtInLogoValue}
                  checked={selected[variant] === null}
                  onChoose={() => choose(variant, null)}
                  src={builtInLogo[variant].src}
                  label="Built-in logo"
                />
                {candidates.map((file) => (
                  <LogoOption
                    key={file.id}
                    variant={variant}
                    value={file.id}
                    checked={selected[variant] === file.id}
                    onChoose={() => choose(variant, file.id)}
                    src={findThumbnailUrl(file)}
                    label={file.originalName}
                  />
                ))}
              </div>
              <LogoUpload variant={variant} onUploaded={(file) => saveUploaded(variant, file)} />
            </fieldset>
          );
        })}
        <SubmitButton busy={fetcher.state !== "idle"} busyLabel="Saving...">
          Save logo
        </SubmitButton>
      </fetcher.Form>
      <ResendAfterConfirmation fetcher={fetcher} />
    </section>
  );
}

type LogoOptionProps = {
  variant: LogoVariant;
  value: string;
  checked: boolean;
  onChoose: () => void;
  src: string;
  label: string;
};

function LogoOption({ variant, value, checked, onChoose, src, label }: LogoOptionProps) {
  return (
    <label className={optionClass}>
      <input
        type="radio"
        name={`logo.${variant}`}
        value={value}
        checked={checked}
        onChange={onChoose}
        className="sr-only"
      />
      <span
        className={cn(
          "flex h-20 w-full items-center justify-center rounded-xl p-2",
          variant === "dark" ? "bg-slate-900" : "bg-white ring-1 ring-slate-200",
        )}
      >
        <img src={src} alt="" className="max-h-16 max-w-full object-contain" loading="lazy" />
      </span>
      <span className="line-clamp-2 break-words">{label}</span>
    </label>
  );
}

type UploadState = { state: "idle" } | { state: "sending" } | { state: "failed"; message: string };

function LogoUpload({
  variant,
  onUploaded,
}: {
  variant: LogoVariant;
  onUploaded: (file: MediaFile) => void;
}) {
  const inputId = useId();
  const statusId = useId();
  const [upload, setUpload] = useState<UploadState>({ state: "idle" });

  const send = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setUpload({ state: "sending" });
    const form = new FormData();
    form.set("file", file);
    try {
      // Each pick is one submission: the field is cleared after it, so it cannot be sent twice.
      onUploaded(await sendQuickUpload(logoUploadPath, form, makeUploadKey()));
      setUpload({ state: "idle" });
    } catch (error) {
      if (!(error instanceof UploadFailed)) throw error;
      setUpload({ state: "failed", message: describeQuickUploadFailure(error.failure) });
    } finally {
      input.value = "";
    }
  };

  return (
    <div className="mt-4">
      <label htmlFor={inputId} className="block font-semibold">
        Upload a new {variant} logo
      </label>
      <input
        id={inputId}
        type="file"
        accept={imageAccept}
        onChange={send}
        disabled={upload.state === "sending"}
        aria-describedby={statusId}
        className="mt-2 block w-full text-sm file:mr-4 file:min-h-11 file:rounded-full file:border-0 file:bg-teal-700 file:px-5 file:font-semibold file:text-white dark:file:bg-teal-300 dark:file:text-slate-950"
      />
      <p id={statusId} role="status" className="mt-2 text-sm">
        {upload.state === "sending" ? "Uploading..." : null}
        {upload.state === "failed" ? (
          <span className="font-semibold text-rose-700 dark:text-rose-300">{upload.message}</span>
        ) : null}
      </p>
    </div>
  );
}
