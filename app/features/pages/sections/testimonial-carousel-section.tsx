import { ChevronLeft, ChevronRight, Pause, Play, Quote, Star } from "lucide-react";
import { carouselAttributes } from "~/shared/behaviours/carousel";
import { cn } from "~/shared/lib/class-names";
import { focalPointStyle } from "~/shared/lib/focal-point";
import { fillPlaceholderText } from "~/shared/lib/placeholders";
import { ratingWord } from "~/shared/site/rating-words";
import { type Testimonial, testimonialCarouselWords } from "~/shared/site/testimonials";
import type { PageImage } from "../page-image";
import { accentClasses } from "./accent-colours";
import { SectionShell } from "./section-shell";

type TestimonialCarouselSectionProps = {
  featureImage?: PageImage;
  id: string;
  title: string;
  testimonials: readonly Testimonial[];
  tone?: "plain" | "tinted";
};

const controlClass =
  "inline-flex size-11 items-center justify-center rounded-full border border-slate-300 text-slate-800 hover:bg-slate-100 noscript:hidden dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800";
/** Shown while the carousel rotates, and while it is stopped: the behaviour sets which. */
const whileRotating = "group-data-[carousel=stopped]/carousel:hidden";
const whileStopped = "hidden group-data-[carousel=stopped]/carousel:block";

/**
 * The testimonials side by side in a track that scrolls and snaps natively, with a dot linking
 * to each: without JavaScript a visitor swipes or follows a dot. With it, the early behaviour
 * app/shared/behaviours/carousel.ts (ADR 0033) answers the dots, previous, next and pause at the first
 * tap and moves on every 5 s, pausing while pointed at or focused, with a pause button (WCAG
 * 2.2.2); it starts stopped for visitors who prefer reduced motion.
 */
export function TestimonialCarouselSection({
  featureImage,
  id,
  title,
  testimonials,
  tone,
}: TestimonialCarouselSectionProps) {
  const count = testimonials.length;
  if (count === 0) return null;
  const slideId = (index: number) => `${id}-slide-${index + 1}`;
  const place = (index: number) => ({ number: String(index + 1), count: String(count) });
  const carousel = { [carouselAttributes.carousel]: "rotating" };
  return (
    <SectionShell featureImage={featureImage} id={id} title={title} tone={tone}>
      {/* biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern is a group, not a form fieldset. */}
      <div
        role="group"
        aria-roledescription="carousel"
        aria-label={title}
        {...carousel}
        className="group/carousel mx-auto max-w-4xl"
      >
        <ul
          {...{ [carouselAttributes.track]: "" }}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls takes focus, so a keyboard scrolls it as a swipe does (WCAG 2.1.1).
          tabIndex={0}
          // Positioned, so what sits at an absolute place in a slide (words for screen readers) is
          // clipped with it rather than widening the page.
          className="relative flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-[2rem] [scrollbar-width:none]"
        >
          {testimonials.map((testimonial, index) => (
            <li key={testimonial.id} id={slideId(index)} className="w-full shrink-0 snap-start">
              <Slide
                testimonial={testimonial}
                label={fillPlaceholderText(testimonialCarouselWords.slide, place(index))}
              />
            </li>
          ))}
        </ul>
        {count > 1 ? (
          <div className="mt-6 flex flex-wrap items-center justify-center gap-1 sm:gap-3">
            <button
              type="button"
              aria-label={testimonialCarouselWords.pause}
              {...{
                [carouselAttributes.rotation]: testimonialCarouselWords.play,
                [carouselAttributes.pauseLabel]: testimonialCarouselWords.pause,
              }}
              className={controlClass}
            >
              <Pause aria-hidden="true" className={cn("size-5", whileRotating)} />
              <Play aria-hidden="true" className={cn("size-5", whileStopped)} />
            </button>
            <button type="button" {...{ [carouselAttributes.step]: "-1" }} className={controlClass}>
              <ChevronLeft aria-hidden="true" className="size-5" />
              <span className="sr-only">{testimonialCarouselWords.previous}</span>
            </button>
            {testimonials.map((testimonial, index) => (
              <a
                key={testimonial.id}
                href={`#${slideId(index)}`}
                {...{ [carouselAttributes.dot]: "" }}
                aria-label={fillPlaceholderText(testimonialCarouselWords.showSlide, place(index))}
                aria-current={index === 0 ? "true" : undefined}
                className="group inline-flex size-11 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className="block size-3 rounded-full bg-slate-400 transition-all group-hover:bg-slate-600 group-aria-[current=true]:w-8 group-aria-[current=true]:bg-teal-700 dark:bg-slate-500 dark:group-aria-[current=true]:bg-teal-300"
                />
              </a>
            ))}
            <button type="button" {...{ [carouselAttributes.step]: "1" }} className={controlClass}>
              <ChevronRight aria-hidden="true" className="size-5" />
              <span className="sr-only">{testimonialCarouselWords.next}</span>
            </button>
          </div>
        ) : null}
      </div>
    </SectionShell>
  );
}

function Slide({ testimonial, label }: { testimonial: Testimonial; label: string }) {
  const colours = accentClasses[testimonial.colour];
  return (
    <figure
      aria-roledescription="slide"
      aria-label={label}
      className={cn("h-full rounded-[2rem] p-8 sm:p-12", colours.surface)}
    >
      <Quote aria-hidden="true" className={cn("size-10", colours.text)} />
      {testimonial.rating ? (
        <StarRating rating={testimonial.rating} className={colours.text} />
      ) : null}
      <blockquote className="mt-4 text-xl leading-relaxed font-medium text-slate-900 sm:text-2xl dark:text-white">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4 text-lg">
        {testimonial.photo ? (
          <img
            src={testimonial.photo.src}
            alt={testimonial.photo.alt}
            width={56}
            height={56}
            loading="lazy"
            decoding="async"
            style={focalPointStyle(testimonial.photo.focalPoint)}
            className="size-14 shrink-0 rounded-full object-cover"
          />
        ) : null}
        <span>
          <span className="font-bold text-slate-900 dark:text-white">{testimonial.author}</span>
          <span className={cn("ml-2 font-semibold", colours.text)}>{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

const starPositions = [1, 2, 3, 4, 5] as const;

/** A review's stars: drawn for the eye, said in words for screen readers. */
function StarRating({ rating, className }: { rating: number; className: string }) {
  return (
    <p className={cn("mt-4 flex gap-1", className)}>
      <span className="sr-only">
        Rated {ratingWord(rating)}, {rating} out of 5
      </span>
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
