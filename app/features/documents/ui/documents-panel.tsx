import { useEffect, useRef, useState } from "react";
import type { DocumentCategory } from "~/shared/site/document-types";
import { useRemoval } from "~/shared/staff-shell/use-removal";
import type { LibraryDocument } from "../site-document";
import { DocumentListItem, documentHeadingId } from "./document-list-item";
import { DocumentUploadForm } from "./document-upload-form";

/**
 * The documents library (ADR 0042): the upload form, then every document, newest first, to
 * download, edit or delete.
 */
export function DocumentsPanel({
  documents,
  places,
  safeguardingPolicyId,
}: {
  documents: readonly LibraryDocument[];
  places: Record<DocumentCategory, string[]>;
  safeguardingPolicyId: string;
}) {
  const listHeading = useRef<HTMLHeadingElement>(null);
  // A deleted document's buttons go with it: focus moves to the list's heading.
  const removal = useRemoval(() => listHeading.current?.focus());
  // A new document is focused once the reloaded list shows it, which may be a render later.
  const [focusId, setFocusId] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reloaded list is what to wait for.
  useEffect(() => {
    const heading = focusId && document.getElementById(documentHeadingId(focusId));
    if (!heading) return;
    heading.focus();
    setFocusId(null);
  }, [focusId, documents]);
  return (
    <div className="space-y-12">
      <DocumentUploadForm places={places} onUploaded={setFocusId} />
      <section aria-labelledby="document-list-heading">
        <h2
          id="document-list-heading"
          ref={listHeading}
          tabIndex={-1}
          className="text-2xl font-bold focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
        >
          Documents ({documents.length})
        </h2>
        {documents.length === 0 ? (
          <p className="mt-4 text-slate-600 dark:text-slate-300">
            No documents yet. Pages that list documents leave the list out until there is one to
            show.
          </p>
        ) : (
          <ul className="mt-6 grid max-w-3xl gap-4">
            {documents.map((item) => (
              <DocumentListItem
                key={item.id}
                document={item}
                isSafeguardingPolicy={item.id === safeguardingPolicyId}
                removal={removal}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
