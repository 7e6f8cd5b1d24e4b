import type { FocalPoint } from "~/shared/lib/focal-point";

export const accentColours = ["teal", "amber", "sky", "rose"] as const;
export type AccentColour = (typeof accentColours)[number];

/** A review as the home carousel shows it: the built-in four, or approved ones from the Reviews tab. */
export type Testimonial = {
  id: string;
  quote: string;
  author: string;
  role: string;
  colour: AccentColour;
  /** 1 to 5 stars; the built-in four have none. */
  rating?: number;
  photo?: { src: string; alt: string; focalPoint?: FocalPoint };
};

/** The four testimonials of §3: the seeded first reviews, and shown while none is approved. */
export const testimonials: readonly Testimonial[] = [
  {
    id: "builtin-testimonial-1",
    quote:
      "My son was really shy when he started. Now he can't wait for Tuesday nights, he's made proper friends and he even helps the younger ones at football.",
    author: "Sarah",
    role: "Parent",
    colour: "teal",
  },
  {
    id: "builtin-testimonial-2",
    quote:
      "I came to help out for one summer and I'm still here three years later. Seeing the kids' faces when they finish a hike or win a match is the best part of my week.",
    author: "Imran",
    role: "Volunteer",
    colour: "amber",
  },
  {
    id: "builtin-testimonial-3",
    quote:
      "The centre has changed our street. There's somewhere safe for young people to go, and the holiday meals have been a lifeline for a lot of families round here.",
    author: "Margaret",
    role: "Community Member",
    colour: "sky",
  },
  {
    id: "builtin-testimonial-4",
    quote:
      "I started coming when I was eleven. The staff helped me through school, then into my first job. Now I coach the under-twelves myself.",
    author: "Jordan",
    role: "Former Participant",
    colour: "rose",
  },
];

/** What the testimonial carousel's controls say; `{number}` and `{count}` are filled in. */
export const testimonialCarouselWords = {
  slide: "{number} of {count}",
  showSlide: "Show testimonial {number} of {count}",
  previous: "Previous testimonial",
  next: "Next testimonial",
  pause: "Pause testimonials",
  play: "Play testimonials",
} as const;
