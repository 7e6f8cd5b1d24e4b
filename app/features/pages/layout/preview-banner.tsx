/** Staff see this above a draft opened at the page's own address; visitors never get here. */
export function PreviewBanner({ revisionNumber }: { revisionNumber: number }) {
  return (
    <div
      role="status"
      className="sticky top-20 z-30 border-b-4 border-amber-500 bg-amber-100 px-4 py-3 text-center font-bold text-amber-950 dark:bg-amber-950 dark:text-amber-100"
    >
      Preview — not published{" "}
      <span className="font-normal">(revision {revisionNumber}; visitors do not see it)</span>
    </div>
  );
}
