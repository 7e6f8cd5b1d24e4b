import type { AdminPanelData } from "~/admin/admin-panels.server";
import { LibraryUploadForm } from "./library-upload-form";
import { MediaLibrary } from "./media-library";
import { QuickImageUploader } from "./quick-image-uploader";

type MediaPanelData = Extract<AdminPanelData, { tab: "media" }>;

/** §2 Media tab: the library upload form, the quick image uploader and the library itself. */
export function MediaPanel({ query, library, recent, error }: Omit<MediaPanelData, "tab">) {
  return (
    <div className="space-y-12">
      <div className="grid gap-10 xl:grid-cols-[3fr_2fr]">
        <LibraryUploadForm />
        <QuickImageUploader recent={recent} />
      </div>
      <MediaLibrary query={query} library={library} error={error} />
    </div>
  );
}
