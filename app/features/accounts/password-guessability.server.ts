import { lazy } from "~/shared/lib/lazy";

/**
 * zxcvbn's scores run 0 to 4; 3 is "safely unguessable": about 10^8 guesses or more, beyond an
 * online attack and costly offline against a slow hash. Lower is refused.
 */
const lowestAcceptedScore = 3;

/**
 * The estimator (zxcvbn-ts) with its English and common dictionaries, loaded once per process on
 * the first password set: over a megabyte of word lists that neither the start nor the browser
 * should carry.
 */
const getEstimator = lazy(async () => {
  const [{ ZxcvbnFactory }, common, english] = await Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]);
  return new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
});

/**
 * Why a password would be easy to guess, in the estimator's own sentences (a warning, then what to
 * do instead); null when it scores 3 or more. `knownWords` are what an attacker would try first
 * here: the charity's and the person's own words.
 */
export async function findGuessabilityReasons(password: string, knownWords: string[]) {
  const estimate = (await getEstimator()).check(password, knownWords);
  if (estimate.score >= lowestAcceptedScore) return null;
  const { warning, suggestions } = estimate.feedback;
  return [...(warning ? [warning] : []), ...suggestions];
}
