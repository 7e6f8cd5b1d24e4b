import { Link } from "react-router";
import { buildMediaLibraryHref } from "../media-library-query";

/**
 * Said under every photo chooser: it lists only files visitors may see, and where the others
 * wait for someone to decide what they show (ADR 0026).
 */
export function UndecidedPhotosHint({ className }: { className?: string }) {
  return (
    <p className={className}>
      Only photos cleared for the website are listed. A photo waiting for a consent decision is not:
      record one in the{" "}
      <Link
        to={buildMediaLibraryHref({ undecided: true })}
        className="font-semibold text-teal-800 underline dark:text-teal-300"
      >
        library's files waiting for a decision
      </Link>
      , then choose it here.
    </p>
  );
}
