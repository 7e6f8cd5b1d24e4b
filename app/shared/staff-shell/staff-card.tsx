import type { ReactNode } from "react";

/**
 * The sign-in page's card: its heading and form, narrow and centred. The forgotten-password pages
 * use it too, so the three read as one place.
 */
export function StaffCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8 dark:border-slate-700 dark:bg-slate-900">
        <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
        {children}
      </div>
    </section>
  );
}

/** A plain text link under a staff card's form ("Back to sign in", "Forgot your password?"). */
export function StaffCardLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className="mt-6 text-center">
      <a
        href={href}
        className="font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-950 dark:text-teal-300 dark:hover:text-teal-100"
      >
        {children}
      </a>
    </p>
  );
}
