import { z } from "zod";

/** How a form words its limit: most say "Keep this under …", the media forms "At most …". */
const tooLongWordings = {
  keepUnder: (max: number) => `Keep this under ${max} characters.`,
  atMost: (max: number) => `At most ${max} characters.`,
};

type TooLongWording = keyof typeof tooLongWordings;

/**
 * Words a form may leave out: trimmed, and at most `max` characters. Left out they stay
 * undefined and blank stays "" (page content keeps them so).
 */
export const optionalText = (max: number, wording: TooLongWording = "keepUnder") =>
  z.string().trim().max(max, tooLongWordings[wording](max)).optional();

/** The same, with words left out or blank read as the store's "none": "" or null. */
export const optionalTextOr = <None extends "" | null>(
  none: None,
  max: number,
  wording: TooLongWording = "keepUnder",
) => optionalText(max, wording).transform((value) => value || none);
