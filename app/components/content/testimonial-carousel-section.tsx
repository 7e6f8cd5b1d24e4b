import { Pause, Play, Quote, Star } from "lucide-react";
import { useEffect, useState } from "react";
import type { Testimonial } from "~/content/testimonials";
import { cn } from "~/lib/class-names";
import { usePrefersReducedMotion } from "~/lib/use-prefers-reduced-motion";
import type { PageImage } from "~/media/page-image";
import { accentClasses } from "./accent-colours";
import { SectionShell } from "./section-shell";

const testimonialRotationMs = 5000;

type TestimonialCarouselSectionProps = {
  featureImage?: PageImage;
  id: string;
  title: string;
  testimonials: readonly Testimonial[];
  tone?: "plain" | "tinted";
};

/**
 * Advances every 5 s and wraps. Pauses while pointed at or focused, and has a pause button
 * (WCAG 2.2.2). Starts paused for visitors who prefer reduced motion.
 */
export function TestimonialCarouselSection({
  featureImage,
  id,
  title,
  testimonials,
  tone,
}: TestimonialCarouselSectionProps) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const [stoppedByVisitor, setStoppedByVisitor] = useState<boolean | null>(null);
  const stopped = stoppedByVisitor ?? reducedMotion;
  const rotating = !stopped && !hovered && !focused;
  const count = testimonials.length;

  useEffect(() => {
    if (!rotating || count < 2) return;
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % count),
      testimonialRotationMs,
    );
    return () => clearInterval(timer);
  }, [rotating, count]);

  const current = testimonials[index];
  if (!current) return null;
  const colours = accentClasses[current.colour];

  return (
    <SectionShell featureImage={featureImage} id={id} title={title} tone={tone}>
      {/* biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern is a group, not a form fieldset. */}
      <div
        role="group"
        aria-roledescription="carousel"
        aria-label={title}
        className="mx-auto max-w-4xl"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        <div aria-live="polite" aria-atomic="true">
          <figure
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            className={cn("rounded-[2rem] p-8 sm:p-12", colours.surface)}
          >
            <Quote aria-hidden="true" className={cn("size-10", colours.text)} />
            {current.rating ? (
              <StarRating rating={current.rating} className={colours.text} />
            ) : null}
            <blockquote className="mt-4 text-xl leading-relaxed font-medium text-slate-900 sm:text-2xl dark:text-white">
              <p>{current.quote}</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-4 text-lg">
              {current.photo ? (
                <img
                  src={current.photo.src}
                  alt={current.photo.alt}
                  width={56}
                  height={56}
                  loading="lazy"
                  decoding="async"
                  className="size-14 shrink-0 rounded-full object-cover"
                />
              ) : null}
              <span>
                <span className="font-bold text-slate-900 dark:text-white">{current.author}</span>
                <span className={cn("ml-2 font-semibold", colours.text)}>{current.role}</span>
              </span>
            </figcaption>
          </figure>
        </div>
        <div className="mt-6 flex items-center justify-center gap-3">
          <button
            type="button"
            onClick={() => setStoppedByVisitor(!stopped)}
            className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            {stopped ? (
              <Play aria-hidden="true" className="size-5" />
            ) : (
              <Pause aria-hidden="true" className="size-5" />
            )}
            <span className="sr-only">{stopped ? "Play testimonials" : "Pause testimonials"}</span>
          </button>
          {testimonials.map((testimonial, dot) => (
            <button
              key={testimonial.id}
              type="button"
              onClick={() => setIndex(dot)}
              aria-label={`Show testimonial ${dot + 1} of ${count}`}
              aria-current={dot === index ? "true" : undefined}
              className="group inline-flex size-11 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={cn(
                  "block size-3 rounded-full transition-all",
                  dot === index
                    ? "w-8 bg-teal-700 dark:bg-teal-300"
                    : "bg-slate-400 group-hover:bg-slate-600 dark:bg-slate-500",
                )}
              />
            </button>
          ))}
        </div>
      </div>
    </SectionShell>
  );
}

const starPositions = [1, 2, 3, 4, 5] as const;

/** A review's stars: drawn for the eye, said in words for screen readers. */
function StarRating({ rating, className }: { rating: number; className: string }) {
  return (
    <p className={cn("mt-4 flex gap-1", className)}>
      <span className="sr-only">Rated {rating} out of 5</span>
      {starPositions.map((position) => (
        <Star
          key={position}
          aria-hidden="true"
          className={cn("size-6", position <= rating && "fill-current")}
        />
      ))}
    </p>
  );
}
