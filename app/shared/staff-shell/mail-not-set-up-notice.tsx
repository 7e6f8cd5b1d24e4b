import type { ReactNode } from "react";
import { cn } from "~/shared/lib/class-names";
import { mailNotSetUpExplanation, mailNotSetUpTitle } from "~/shared/mail/mail-status";

/** A staff screen's word that the site sends no email, and what that means for this screen. */
export function MailNotSetUpNotice({
  className,
  children,
}: {
  className?: string;
  /** What this screen does differently without mail. */
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        "rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50",
        className,
      )}
    >
      <p className="font-bold">{mailNotSetUpTitle}</p>
      <p className="mt-1">{children}</p>
      <p className="mt-2">{mailNotSetUpExplanation}</p>
    </div>
  );
}
