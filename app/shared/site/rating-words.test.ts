import { expect, test } from "vitest";
import { describeRating, ratings, ratingWord } from "./rating-words";

test("each rating from 1 to 5 has the seed's word, best last", () => {
  expect(ratings.map((stars) => ratingWord(stars))).toEqual([
    "Poor",
    "Fair",
    "Good",
    "Very Good",
    "Excellent",
  ]);
});

test("a rating is described by its word, then its stars", () => {
  expect(describeRating(1)).toBe("Poor, 1 star");
  expect(describeRating(4)).toBe("Very Good, 4 stars");
});

test("a stored value outside 1-5 has no word", () => {
  expect(ratingWord(0)).toBeUndefined();
  expect(ratingWord(6)).toBeUndefined();
});
