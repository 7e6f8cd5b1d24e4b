import { expect, test } from "vitest";
import { findGuessabilityReasons } from "./password-guessability.server";

test("a password that passes the rules but any cracker tries early is refused, with the estimator's reasons", async () => {
  expect(await findGuessabilityReasons("Passw0rd2026", [])).toEqual([
    "This is similar to a commonly used password.",
    "Add more words that are less common.",
    "Capitalize more than the first letter.",
    "Avoid predictable letter substitutions like '@' for 'a'.",
  ]);
  expect(await findGuessabilityReasons("Kettle-Harbour-42", [])).toBeNull();
});

test("words the site knows (the charity's, the person's) count as easy to guess", async () => {
  expect(await findGuessabilityReasons("Brackenthwaite-2026", [])).toBeNull();
  expect(await findGuessabilityReasons("Brackenthwaite-2026", ["Brackenthwaite"])).toEqual(
    expect.arrayContaining(["There should not be any personal or page related data."]),
  );
});
