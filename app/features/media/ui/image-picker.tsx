import { CircleCheck } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher, useNavigation, useSearchParams } from "react-router";
import { pageAssignmentLabel } from "~/features/pages";
import { cn } from "~/shared/lib/class-names";
import { formatVocabularyLabel, type SectionAssignment } from "~/shared/site/vocabulary";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";
import { useActionToast } from "~/shared/staff-shell/use-action-toast";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { LoadingSpinner } from "~/shared/ui/loading-spinner";
import { namePhoto } from "../chooser-photo";
import type { ImagePickerData } from "../image-picker-data";
import {
  type ImagePickerQuery,
  imagePickerPageSize,
  readImagePickerQuery,
  writeImagePickerQuery,
} from "../image-picker-query";
import { undecidedAdvice } from "../media-consent";
import type { MediaFile } from "../media-file";
import { mediaMessages } from "../messages";
import { summarisePlacements } from "../placement-labels";
import { placementModes, servingHumanityViews } from "../placement-query";
import { findPossibleFullNames } from "../public-words";
import { ChooserUpload } from "./chooser-upload";
import { MediaFilterBar } from "./media-filter-bar";
import { MediaThumbnail } from "./media-thumbnail";
import { NameWarning } from "./name-warning";
import { PhotoCaption } from "./photo-caption";
import { UndecidedPhotosHint } from "./undecided-photos-hint";

type ImagePickerProps = {
  /** The tab the picker is on: its filters, search and pages are links within that tab. */
  tab: "page-images" | "serving-humanity" | "pages";
  picker: ImagePickerData;
  /** Where Apply Image places the chosen image. */
  target: { page: string; section: SectionAssignment };
  onApplied: () => void;
};

/** Where the tab's own uploads are: Serving Humanity's Direct Upload, else Upload New. */
function uploadViewLabel(tab: ImagePickerProps["tab"]) {
  const views = tab === "serving-humanity" ? servingHumanityViews : placementModes;
  return views.find((view) => view.key === "upload")?.label ?? "";
}

/** True while the tab loads another filter, search or page of this picker. */
function usePickerLoading(tabPath: string, query: ImagePickerQuery) {
  const pending = useNavigation().location;
  if (pending?.pathname !== tabPath) return false;
  const next = readImagePickerQuery(new URLSearchParams(pending.search));
  return (
    next.category !== query.category || next.search !== query.search || next.page !== query.page
  );
}

/**
 * Select Existing and Browse & Apply: active images filtered by category and searched, one chosen
 * like a radio button, then placed on the target section with Apply Image.
 */
export function ImagePicker({ tab, picker, target, onApplied }: ImagePickerProps) {
  const tabPath = adminTabPath(tab);
  const [params] = useSearchParams();
  const hrefFor = (query: Partial<ImagePickerQuery>) =>
    adminTabPath(tab, writeImagePickerQuery(params, query));
  const { query, matching, builtIns, error } = picker;
  // A photo uploaded here is listed first until the list itself has it (or it is applied).
  const [uploaded, setUploaded] = useState<MediaFile | null>(null);
  const files =
    uploaded && !picker.files.some((file) => file.id === uploaded.id)
      ? [uploaded, ...picker.files]
      : picker.files;
  const loading = usePickerLoading(tabPath, query);
  const pages = Math.max(1, Math.ceil(matching / imagePickerPageSize));

  const [chosenId, setChosenId] = useState<string | null>(null);
  // A choice filtered out of view is no choice: Apply must place what staff can see.
  const chosenFile = files.find((file) => file.id === chosenId) ?? null;
  const chosenBuiltIn = builtIns.find((image) => image.id === chosenId) ?? null;
  const chosen = chosenFile
    ? { id: chosenFile.id, name: namePhoto(chosenFile) }
    : chosenBuiltIn
      ? { id: chosenBuiltIn.id, name: chosenBuiltIn.alt }
      : null;
  const choose = (id: string) => setChosenId(id === chosenId ? null : id);
  const fetcher = useFetcher();
  useActionToast(fetcher, () => {
    setChosenId(null);
    setUploaded(null);
    onApplied();
  });
  const list = useRef<HTMLDivElement>(null);
  // Focus follows a photo uploaded here to its choice, pressed.
  useEffect(() => {
    if (uploaded) list.current?.querySelector<HTMLElement>('[aria-pressed="true"]')?.focus();
  }, [uploaded]);
  const applying = fetcher.state !== "idle";
  const hintId = useId();
  const builtInsId = useId();

  return (
    <div className="space-y-5">
      <MediaFilterBar
        query={query}
        hrefFor={(category) => hrefFor({ category, search: query.search })}
        action={tabPath}
        keep={[...params].filter(([name]) => name !== "q" && name !== "p")}
      />

      <fetcher.Form
        method="post"
        action={adminTabPath("media")}
        className="space-y-3 rounded-2xl bg-slate-50 p-4 dark:bg-slate-900"
      >
        <input type="hidden" name="intent" value={chosenBuiltIn ? "apply-built-in" : "apply"} />
        <input type="hidden" name="id" value={chosen?.id ?? ""} />
        <input type="hidden" name="page" value={target.page} />
        <input type="hidden" name="section" value={target.section} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <button
            type="submit"
            disabled={!chosen || applying}
            aria-describedby={hintId}
            className={cn(buttonBase, buttonStyles.primary, "w-full sm:w-auto")}
          >
            {applying ? "Applying..." : "Apply Image"}
          </button>
          <p id={hintId} className="min-w-0 break-words text-slate-700 dark:text-slate-200">
            {chosen
              ? `${chosen.name} → ${pageAssignmentLabel(target.page)} · ${formatVocabularyLabel(target.section)}`
              : mediaMessages.placement.chooseImage}
          </p>
        </div>
        {chosenFile ? (
          <NameWarning
            key={chosenFile.id}
            names={findPossibleFullNames(`${chosenFile.altText}\n${chosenFile.caption ?? ""}`)}
          />
        ) : null}
      </fetcher.Form>

      <ChooserUpload
        chooser="page-section"
        onChosen={(file) => {
          setUploaded(file);
          setChosenId(file.id);
        }}
      />

      <div ref={list} aria-busy={loading}>
        {error ? (
          <p role="alert" className="font-semibold text-red-800 dark:text-red-300">
            {error}
          </p>
        ) : loading ? (
          <LoadingSpinner label={mediaMessages.media.loading} />
        ) : files.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-600">
            {mediaMessages.placement.noImagesToChoose(uploadViewLabel(tab))}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
            {files.map((file) => (
              <li key={file.id} className="min-w-0">
                <ImageChoice
                  thumbnail={<MediaThumbnail file={file} className="aspect-video w-full" />}
                  name={namePhoto(file)}
                  uploadedAt={file.createdAt}
                  detail={
                    file.consent.publishable
                      ? summarisePlacements(file.placements)
                      : undecidedAdvice
                  }
                  chosen={file.id === chosen?.id}
                  onChoose={() => choose(file.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      <UndecidedPhotosHint className="text-sm text-slate-700 dark:text-slate-200" />

      {pages > 1 && !error ? (
        <nav aria-label="Image pages" className="flex items-center justify-center gap-4">
          <PageLink href={hrefFor({ ...query, page: query.page - 1 })} disabled={query.page <= 1}>
            Previous
          </PageLink>
          <p>
            Page {Math.min(query.page, pages)} of {pages}
          </p>
          <PageLink
            href={hrefFor({ ...query, page: query.page + 1 })}
            disabled={query.page >= pages}
          >
            Next
          </PageLink>
        </nav>
      ) : null}

      {builtIns.length > 0 ? (
        <section aria-labelledby={builtInsId} className="space-y-3">
          <h4 id={builtInsId} className="text-lg font-bold">
            Built-in pictures
          </h4>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
            {builtIns.map((image) => (
              <li key={image.id} className="min-w-0">
                <ImageChoice
                  thumbnail={
                    <img
                      src={image.filename}
                      alt=""
                      width={image.width}
                      height={image.height}
                      loading="lazy"
                      className="aspect-video w-full bg-slate-100 object-cover dark:bg-slate-800"
                    />
                  }
                  name={image.alt}
                  detail="Built-in picture"
                  chosen={image.id === chosen?.id}
                  onChoose={() => choose(image.id)}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** One image to choose: pressed when chosen, like a radio button that can also be cleared. */
function ImageChoice({
  thumbnail,
  name,
  uploadedAt,
  detail,
  chosen,
  onChoose,
}: {
  thumbnail: ReactNode;
  name: string;
  /** ISO; a built-in picture has none. */
  uploadedAt?: string;
  detail: string;
  chosen: boolean;
  onChoose: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={chosen}
      onClick={onChoose}
      className={cn(
        "relative flex h-full w-full flex-col overflow-hidden rounded-2xl border-2 text-left focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500",
        chosen
          ? "border-teal-700 ring-2 ring-teal-700 dark:border-teal-300 dark:ring-teal-300"
          : "border-slate-200 hover:border-slate-400 dark:border-slate-700 dark:hover:border-slate-500",
      )}
    >
      {/* Its name is written out below, so the picture adds nothing to the button's name. */}
      <span aria-hidden="true" className="block">
        {thumbnail}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1 p-3">
        <PhotoCaption name={name} uploadedAt={uploadedAt} />
        <span className="text-sm text-slate-600 dark:text-slate-300">{detail}</span>
      </span>
      {chosen ? (
        <CircleCheck
          aria-hidden="true"
          className="absolute right-2 top-2 size-8 rounded-full bg-white text-teal-700 dark:bg-slate-950 dark:text-teal-300"
        />
      ) : null}
    </button>
  );
}

function PageLink({
  href,
  disabled,
  children,
}: {
  href: string;
  disabled: boolean;
  children: ReactNode;
}) {
  const className = cn(buttonBase, buttonStyles.secondary, "min-h-10 px-4 py-2 text-sm");
  if (disabled) {
    return (
      <span aria-disabled="true" className={cn(className, "opacity-50")}>
        {children}
      </span>
    );
  }
  return (
    <Link to={href} preventScrollReset className={className}>
      {children}
    </Link>
  );
}
