import type { FetcherWithComponents } from "react-router";
import { cn } from "~/shared/lib/class-names";
import type { ActionResult } from "~/shared/staff-shell/action-result";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { SelectField } from "~/shared/ui/select-field";
import { SubmitButton } from "~/shared/ui/submit-button";
import { TextField } from "~/shared/ui/text-field";
import type { MediaFile } from "../media-file";
import { mediaMessages } from "../messages";
import { categoryOptions } from "./media-options";
import { NameWarning } from "./name-warning";
import { usePublicWords } from "./use-public-words";

type MediaEditFormProps = {
  file: MediaFile;
  fetcher: FetcherWithComponents<unknown>;
  onCancel: () => void;
};

/** §4: a library item in edit mode: its words and category (where it shows is under Details). */
export function MediaEditForm({ file, fetcher, onCancel }: MediaEditFormProps) {
  const result = fetcher.data as ActionResult | undefined;
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const words = usePublicWords(file);
  return (
    <fetcher.Form
      method="post"
      action={adminTabPath("media")}
      onInput={words.onInput}
      className="space-y-4"
    >
      <input type="hidden" name="id" value={file.id} />
      <TextField
        label="Alt text"
        name="altText"
        defaultValue={file.altText}
        required
        maxLength={300}
        hint={mediaMessages.publicWords.altTextHint}
        error={errors.altText}
      />
      <TextField
        label="Caption"
        name="caption"
        defaultValue={file.caption ?? ""}
        maxLength={1000}
        error={errors.caption}
      />
      <NameWarning names={words.names} />
      {errors.namesAcknowledged ? (
        <p className="text-sm font-semibold text-red-700 dark:text-red-400">
          {errors.namesAcknowledged}
        </p>
      ) : null}
      <SelectField
        label="Category"
        name="category"
        defaultValue={file.category}
        options={categoryOptions}
        error={errors.category}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          name="intent"
          value="update"
          busy={fetcher.state !== "idle"}
          busyLabel="Saving..."
          className="min-h-10 px-4 py-2 text-sm"
        >
          Save
        </SubmitButton>
        <button
          type="button"
          onClick={onCancel}
          className={cn(buttonBase, buttonStyles.secondary, "min-h-10 px-4 py-2 text-sm")}
        >
          Cancel
        </button>
      </div>
    </fetcher.Form>
  );
}
