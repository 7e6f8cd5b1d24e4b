/**
 * The characters of codes people read from a screen, a log or paper and type back: capitals and
 * digits without look-alikes (no 0/O, 1/I/L or 5/S). The first administrator's setup code and the
 * two-factor recovery codes are both made from it.
 */
export const unambiguousAlphabet = "ABCDEFGHJKMNPQRTUVWXYZ2346789";

/**
 * `length` characters of the alphabet, each equally likely: random bytes beyond the largest
 * multiple of the alphabet's size are thrown away rather than folded in (which would favour the
 * first characters). Web Crypto, so the same code runs in Node and, were it needed, a browser.
 */
export function randomUnambiguous(length: number) {
  const size = unambiguousAlphabet.length;
  const usable = 256 - (256 % size);
  let characters = "";
  while (characters.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < usable && characters.length < length)
        characters += unambiguousAlphabet[byte % size];
    }
  }
  return characters;
}
