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

const stepMs = 30_000;

/** The RFC 6238 time step (30-second counter) a moment falls in. */
export function totpStep(at = Date.now()) {
  return Math.floor(at / stepMs);
}

/** Per secret, the latest time step whose code a test sent, through the two functions below. */
const sentSteps = new Map<string, number>();

/** The code of one time step, remembered as sent (so `nextTotpCode` moves past it). */
export function totpCodeForStep(secret: string, step: number) {
  sentSteps.set(secret, Math.max(step, sentSteps.get(secret) ?? step));
  return totpCode(secret, step * stepMs);
}

/**
 * A right code of a time step later than any sent before: the site accepts each step once, so
 * a test signing in again waits, as a person waits for their app's next code, when no later step
 * is left in the window the site accepts (one step either side of now). The step before now is
 * taken only with time to spare before it drops out of that window.
 */
export async function nextTotpCode(secret: string) {
  const now = Date.now();
  const spareMs = 5_000;
  const earliest = totpStep(now) - (stepMs - (now % stepMs) > spareMs ? 1 : 0);
  const step = Math.max(earliest, (sentSteps.get(secret) ?? earliest - 1) + 1);
  const waitMs = (step - 1) * stepMs - now;
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs + 100));
  return totpCodeForStep(secret, step);
}
