import { ContentImage } from "~/components/content/content-image";
import { CtaActions } from "~/components/content/cta-link";
import type { ActionLink } from "~/content/page-content-schema";
import { cn } from "~/lib/class-names";
import type { PageImage } from "~/media/page-image";

type PageHeroProps = {
  /** The page's registry title; always part of the h1 so every page's heading names it. */
  pageTitle: string;
  heroTitle?: string;
  subtitle?: string;
  actions?: readonly ActionLink[];
  /** Built-in hero art comes with empty alt text (decorative); an uploaded photo with its own. */
  image?: PageImage;
  size?: "large" | "compact";
};

export function PageHero({
  pageTitle,
  heroTitle,
  subtitle,
  actions,
  image,
  size = "compact",
}: PageHeroProps) {
  const headline = heroTitle && heroTitle !== pageTitle ? heroTitle : undefined;
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-teal-800 via-teal-700 to-cyan-800 text-white dark:from-teal-950 dark:via-slate-900 dark:to-cyan-950">
      <div
        aria-hidden="true"
        className="absolute -right-24 -top-24 size-72 rounded-full bg-amber-300/20 blur-3xl"
      />
      <div
        className={cn(
          "relative mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6",
          size === "large"
            ? "py-16 sm:py-24 lg:grid-cols-[1.1fr_1fr]"
            : "py-14 sm:py-20 md:grid-cols-[1.4fr_1fr]",
        )}
      >
        <div>
          <h1 className="max-w-3xl text-balance">
            {headline ? (
              <>
                <span className="block text-base font-bold uppercase tracking-widest text-amber-200">
                  {pageTitle}
                </span>
                <span className="sr-only">: </span>
                <span className="mt-3 block text-4xl font-extrabold tracking-tight sm:text-5xl">
                  {headline}
                </span>
              </>
            ) : (
              <span className="block text-4xl font-extrabold tracking-tight sm:text-5xl">
                {pageTitle}
              </span>
            )}
          </h1>
          {subtitle ? (
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-teal-50 sm:text-xl">
              {subtitle}
            </p>
          ) : null}
          {actions?.length ? (
            <div className="mt-8 flex flex-wrap gap-4">
              <CtaActions actions={actions} />
            </div>
          ) : null}
        </div>
        {image ? (
          <div className={cn(size === "compact" && "hidden md:block")}>
            <ContentImage
              image={image}
              priority
              sizes={
                size === "large"
                  ? "(min-width: 1024px) 560px, 100vw"
                  : "(min-width: 768px) 420px, 100vw"
              }
              className="rounded-[2rem] shadow-2xl ring-4 ring-white/20"
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
