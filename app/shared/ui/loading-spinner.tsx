import { LoaderCircle } from "lucide-react";

/** A spinner with a visible, announced label. */
export function LoadingSpinner({ label = "Loading..." }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-lg">
      <LoaderCircle
        aria-hidden="true"
        className="size-8 animate-spin text-teal-700 dark:text-teal-300"
      />
      <span>{label}</span>
    </div>
  );
}
