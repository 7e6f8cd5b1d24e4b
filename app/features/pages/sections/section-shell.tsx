import type { ReactNode } from "react";
import { cn } from "~/shared/lib/class-names";
import type { PageImage } from "../page-image";
import { ContentImage } from "./content-image";

type SectionShellProps = {
  id: string;
  title: string;
  intro?: string;
  /** Alternate section backgrounds so long pages have rhythm. */
  tone?: "plain" | "tinted";
  children: ReactNode;
  className?: string;
  /** A photo staff placed in this section (Page Images), shown under the heading. */
  featureImage?: PageImage;
};

export function SectionShell({
  id,
  title,
  intro,
  tone = "plain",
  children,
  className,
  featureImage,
}: SectionShellProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        "py-14 sm:py-20",
        tone === "tinted" ? "bg-slate-50 dark:bg-slate-900" : "bg-white dark:bg-slate-950",
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="max-w-3xl">
          <h2
            id={headingId}
            className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white"
          >
            {title}
          </h2>
          {intro ? (
            <p className="mt-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
              {intro}
            </p>
          ) : null}
        </div>
        {featureImage ? (
          <ContentImage
            image={featureImage}
            sizes="(min-width: 1280px) 1232px, 100vw"
            className="mt-10 aspect-[21/9] rounded-3xl shadow-lg"
          />
        ) : null}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
