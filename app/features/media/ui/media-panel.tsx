import type { MediaPanelData } from "../media-panel-data";
import { LibraryUploadForm } from "./library-upload-form";
import { MediaLibrary } from "./media-library";
import { NeedsAttentionList } from "./needs-attention-list";
import { QuickImageUploader } from "./quick-image-uploader";
import { mediaCardId, useFocusAfterReload } from "./use-focus-after-reload";

/**
 * §2 Media tab: the library upload form, the quick image uploader, the files that need attention
 * for consent, and the library itself.
 */
export function MediaPanel({
  query,
  library,
  recent,
  needsAttention,
  placeableSections,
  quickUploadPlacements,
  error,
}: MediaPanelData) {
  const focusAfterReload = useFocusAfterReload(library);
  return (
    <div className="space-y-12">
      <div className="grid gap-10 xl:grid-cols-[3fr_2fr]">
        <LibraryUploadForm
          placeableSections={placeableSections}
          onUploaded={(file, focusElsewhere) =>
            focusAfterReload(mediaCardId(file.id), focusElsewhere)
          }
        />
        <QuickImageUploader recent={recent} placingSections={quickUploadPlacements} />
      </div>
      <NeedsAttentionList items={needsAttention} placeableSections={placeableSections} />
      <MediaLibrary
        query={query}
        library={library}
        error={error}
        placeableSections={placeableSections}
      />
    </div>
  );
}
