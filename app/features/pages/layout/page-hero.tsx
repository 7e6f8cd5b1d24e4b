import { CalendarDays } from "lucide-react";
import { cn } from "~/shared/lib/class-names";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";
import type { ActionLink } from "../page-content-schema";
import type { PageImage } from "../page-image";
import { ContentImage } from "../sections/content-image";
import { CtaActions } from "../sections/cta-link";

type PageHeroProps = {
  /** The page's registry title: the h1 names it, above the hero title when there is one. */
  pageTitle: string;
  /**
   * Shows the page title above a hero title. Off on the home page: "Home" tells a visitor
   * nothing there, and the hero title alone makes a heading that stands on its own.
   */
  showPageTitle?: boolean;
  heroTitle?: string;
  subtitle?: string;
  actions?: readonly ActionLink[];
  /** A link to the page's own form, first of the actions: a long page's form is one tap away. */
  formLink?: { href: string; label: string };
  /** A plain link to What's on under the buttons (Home), for visitors looking for a session. */
  whatsOnLink?: { href: string; label: string };
  /** Built-in hero art comes with empty alt text (decorative); an uploaded photo with its own. */
  image?: PageImage;
  size?: "large" | "compact";
};

/**
 * Each size's grid, picture frame and `sizes`. The grid sits in max-w-7xl (1280px) less 16px
 * padding a side (24px from 640px) with a 40px gap: beside the text the picture takes
 * 1fr of 2.1 or 2.4; stacked (text first, so the headline paints first) it takes the full width,
 * cropped wide so the page's words stay near the top of a phone's screen. The frame's aspect
 * ratio keeps the picture's space before it arrives, whatever shape staff's photo is.
 */
const heroLayouts = {
  large: {
    grid: "py-16 sm:py-24 lg:grid-cols-[1.1fr_1fr]",
    frame: "aspect-video lg:aspect-[4/3]",
    sizes:
      "(min-width: 1280px) 568px, (min-width: 1024px) calc((100vw - 88px) / 2.1), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)",
  },
  compact: {
    grid: "py-14 sm:py-20 md:grid-cols-[1.4fr_1fr]",
    frame: "aspect-video md:aspect-[4/3]",
    sizes:
      "(min-width: 1280px) 497px, (min-width: 768px) calc((100vw - 88px) / 2.4), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)",
  },
} as const;

export function PageHero({
  pageTitle,
  showPageTitle = true,
  heroTitle,
  subtitle,
  actions,
  formLink,
  whatsOnLink,
  image,
  size = "compact",
}: PageHeroProps) {
  const headline = heroTitle && heroTitle !== pageTitle ? heroTitle : undefined;
  const eyebrow = headline && showPageTitle ? pageTitle : undefined;
  const layout = heroLayouts[size];
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-teal-800 via-teal-700 to-cyan-800 text-white dark:from-teal-950 dark:via-slate-900 dark:to-cyan-950">
      <div
        aria-hidden="true"
        className="absolute -right-24 -top-24 size-72 rounded-full bg-amber-300/20 blur-3xl"
      />
      <div
        className={cn(
          "relative mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6",
          layout.grid,
        )}
      >
        <div>
          <h1 className="max-w-3xl text-balance">
            {eyebrow ? (
              <>
                <span className="block text-base font-bold uppercase tracking-widest text-amber-200">
                  {eyebrow}
                </span>
                <span className="sr-only">: </span>
              </>
            ) : null}
            <span
              className={cn(
                "block text-4xl font-extrabold tracking-tight sm:text-5xl",
                eyebrow && "mt-3",
              )}
            >
              {headline ?? pageTitle}
            </span>
          </h1>
          {subtitle ? (
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-teal-50 sm:text-xl">
              {subtitle}
            </p>
          ) : null}
          {actions?.length || formLink ? (
            <div className="mt-8 flex flex-wrap gap-4">
              {formLink ? (
                <a href={formLink.href} className={cn(buttonBase, buttonStyles.primary)}>
                  {formLink.label}
                </a>
              ) : null}
              {actions ? <CtaActions actions={actions} /> : null}
            </div>
          ) : null}
          {whatsOnLink ? (
            <p className="mt-6">
              <a
                href={whatsOnLink.href}
                className="inline-flex min-h-11 items-center gap-2 text-lg font-bold text-white underline underline-offset-4 hover:text-amber-200"
              >
                <CalendarDays aria-hidden="true" className="size-5 shrink-0" />
                {whatsOnLink.label}
              </a>
            </p>
          ) : null}
        </div>
        {image ? (
          <ContentImage
            image={image}
            priority
            sizes={layout.sizes}
            className={cn("rounded-[2rem] shadow-2xl ring-4 ring-white/20", layout.frame)}
          />
        ) : null}
      </div>
    </section>
  );
}
