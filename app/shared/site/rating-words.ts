/**
 * A review's 1-5 stars and the word for each (seed §9): the visitors' form, the Reviews tab and
 * the carousel all name a rating this way. Zod-free: public pages import it.
 */
export const ratingWords = {
  1: "Poor",
  2: "Fair",
  3: "Good",
  4: "Very Good",
  5: "Excellent",
} as const;

export type Rating = keyof typeof ratingWords;

export const ratings = [1, 2, 3, 4, 5] as const satisfies readonly Rating[];

/** "Good, 3 stars": the word first, because it is what the stars mean. */
export function describeRating(stars: Rating) {
  return `${ratingWords[stars]}, ${stars === 1 ? "1 star" : `${stars} stars`}`;
}

/** A stored rating as its word, or nothing for a value outside 1-5. */
export function ratingWord(stars: number): string | undefined {
  return ratingWords[stars as Rating];
}
