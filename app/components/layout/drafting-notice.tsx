import { FileClock } from "lucide-react";

export function DraftingNotice() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <div
        role="status"
        className="flex gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
      >
        <FileClock aria-hidden="true" className="size-6 shrink-0" />
        <div>
          <p className="font-bold">This page is being written</p>
          <p className="mt-1">
            We are drafting this content now and it will be available here soon. If you have a
            question in the meantime, please get in touch.
          </p>
        </div>
      </div>
    </div>
  );
}
