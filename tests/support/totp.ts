import { createHmac } from "node:crypto";

const base32Alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function decodeBase32(input: string) {
  const clean = input.replace(/[\s=]/g, "").toUpperCase();
  let bits = "";
  for (const character of clean) {
    const value = base32Alphabet.indexOf(character);
    if (value < 0) throw new Error(`not base32: ${character}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

/** The 6-digit code an authenticator app shows for this base32 secret (RFC 6238, SHA-1, 30 s). */
export function totpCode(secret: string, at = Date.now()) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = createHmac("sha1", decodeBase32(secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const value = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, "0");
}

/** A 6-digit code that is not the right one now (nor in the window either side). */
export function wrongTotpCode(secret: string, seed = 0) {
  const right = new Set([-30_000, 0, 30_000].map((shift) => totpCode(secret, Date.now() + shift)));
  for (let guess = seed; ; guess += 1) {
    const code = String(guess % 1_000_000).padStart(6, "0");
    if (!right.has(code)) return code;
  }
}
