import type { ReactNode } from "react";
import { mainContentId } from "~/shared/lib/main-content";
import { StaffHeader } from "./staff-header";

/** Sign-in, its loading state and errors: the staff header over one column of content. */
export function StaffFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <StaffHeader signedIn={false} />
      <main id={mainContentId} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    </>
  );
}
