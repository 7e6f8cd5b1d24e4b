import { useRef, useState } from "react";
import { Link, useNavigation } from "react-router";
import { cn } from "~/shared/lib/class-names";
import { adminTabPath } from "~/shared/staff-shell/admin-tabs";
import { useRemoval } from "~/shared/staff-shell/use-removal";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import { LoadingSpinner } from "~/shared/ui/loading-spinner";
import type { MediaFile } from "../media-file";
import {
  buildMediaLibraryHref,
  type MediaLibraryQuery,
  mediaPageSize,
  undecidedParam,
} from "../media-library-query";
import { mediaMessages } from "../messages";
import { BulkConsentDialog } from "./bulk-consent-dialog";
import { MediaCard } from "./media-card";
import { MediaFilterBar } from "./media-filter-bar";
import type { PlaceableSections } from "./media-place-form";

type MediaLibraryProps = {
  query: MediaLibraryQuery;
  library: { files: MediaFile[]; matching: number; total: number } | null;
  error: string | null;
  placeableSections: PlaceableSections;
};

function countFiles(count: number) {
  return `${count} ${count === 1 ? "file" : "files"}`;
}

/** §2 Media Library: filter chips, search, a paged grid of 2 to 4 columns. */
export function MediaLibrary({ query, library, error, placeableSections }: MediaLibraryProps) {
  const navigation = useNavigation();
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus goes to the list's heading when a deleted card goes.
  const removal = useRemoval(() => heading.current?.focus());
  const loading =
    navigation.state === "loading" && navigation.location.pathname === adminTabPath("media");
  const filtered = query.category !== "all" || query.search !== "" || query.undecided;
  const pages = library ? Math.max(1, Math.ceil(library.matching / mediaPageSize)) : 1;
  // Ticked files, for one consent decision for them all; only those still listed count.
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [deciding, setDeciding] = useState(false);
  // Each opening of the decision dialog starts afresh, without the last one's refusal.
  const [decisionRound, setDecisionRound] = useState(0);
  const listed = library?.files ?? [];
  const selected = listed.filter((file) => ticked.has(file.id)).map((file) => file.id);
  const toggle = (id: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <section aria-labelledby="media-library-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        {/* Takes focus when a deleted file's card goes. */}
        <h2 ref={heading} id="media-library-heading" tabIndex={-1} className="text-2xl font-bold">
          Media Library
        </h2>
        {library ? (
          <p className="font-semibold text-slate-700 dark:text-slate-200" data-testid="media-count">
            {filtered
              ? `${countFiles(library.matching)} of ${library.total}`
              : countFiles(library.total)}
          </p>
        ) : null}
      </div>
      <MediaFilterBar
        query={query}
        hrefFor={(category) =>
          buildMediaLibraryHref({ category, search: query.search, undecided: query.undecided })
        }
        action={adminTabPath("media")}
        keep={[
          ...(query.category !== "all" ? [["category", query.category] as const] : []),
          ...(query.undecided ? [undecidedParam] : []),
        ]}
        className="mt-4"
      />
      <p className="mt-3">
        <Link
          to={buildMediaLibraryHref({ ...query, page: 1, undecided: !query.undecided })}
          preventScrollReset
          className="font-semibold text-teal-800 underline dark:text-teal-300"
        >
          {query.undecided ? "Show every file" : "Show only files waiting for a consent decision"}
        </Link>
      </p>
      {listed.length > 0 ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl bg-slate-100 p-3 dark:bg-slate-800">
          <p className="font-semibold" aria-live="polite">
            {selected.length === 0
              ? "Tick files to record one consent decision for them all."
              : `${countFiles(selected.length)} ticked`}
          </p>
          <button
            type="button"
            onClick={() => setTicked(new Set(listed.map((file) => file.id)))}
            className={cn(buttonBase, buttonStyles.secondary, "min-h-10 px-4 py-2 text-sm")}
          >
            Tick all {listed.length} on this page
          </button>
          {selected.length > 0 ? (
            <>
              <button
                type="button"
                onClick={() => {
                  setDecisionRound((round) => round + 1);
                  setDeciding(true);
                }}
                className={cn(buttonBase, buttonStyles.primary, "min-h-10 px-4 py-2 text-sm")}
              >
                Record a consent decision
              </button>
              <button
                type="button"
                onClick={() => setTicked(new Set())}
                className={cn(buttonBase, buttonStyles.secondary, "min-h-10 px-4 py-2 text-sm")}
              >
                Clear ticks
              </button>
            </>
          ) : null}
        </div>
      ) : null}
      <BulkConsentDialog
        key={decisionRound}
        ids={selected}
        open={deciding && selected.length > 0}
        onClose={() => setDeciding(false)}
        onSaved={() => {
          setDeciding(false);
          setTicked(new Set());
        }}
      />
      <div className="mt-6" aria-busy={loading}>
        {loading ? (
          <LoadingSpinner label={mediaMessages.media.loading} />
        ) : error || !library ? (
          <p role="alert" className="font-semibold text-red-800 dark:text-red-300">
            {error}
          </p>
        ) : library.total === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-600">
            {mediaMessages.media.noneYet}
          </p>
        ) : library.files.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-600">
            No files match this filter.
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
            {library.files.map((file) => (
              <MediaCard
                key={file.id}
                file={file}
                ticked={ticked.has(file.id)}
                onTick={(on) => toggle(file.id, on)}
                placeableSections={placeableSections}
                removal={removal}
              />
            ))}
          </ul>
        )}
      </div>
      {library && pages > 1 ? (
        <nav
          aria-label="Media Library pages"
          className="mt-6 flex items-center justify-center gap-4"
        >
          <PageLink
            query={query}
            page={query.page - 1}
            disabled={query.page <= 1}
            label="Previous"
          />
          <p>
            Page {Math.min(query.page, pages)} of {pages}
          </p>
          <PageLink
            query={query}
            page={query.page + 1}
            disabled={query.page >= pages}
            label="Next"
          />
        </nav>
      ) : null}
    </section>
  );
}

function PageLink({
  query,
  page,
  disabled,
  label,
}: {
  query: MediaLibraryQuery;
  page: number;
  disabled: boolean;
  label: string;
}) {
  const className = cn(buttonBase, buttonStyles.secondary, "min-h-10 px-4 py-2 text-sm");
  if (disabled) {
    return (
      <span aria-disabled="true" className={cn(className, "opacity-50")}>
        {label}
      </span>
    );
  }
  return (
    <Link to={buildMediaLibraryHref({ ...query, page })} className={className}>
      {label}
    </Link>
  );
}
