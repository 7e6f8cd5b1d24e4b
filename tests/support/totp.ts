import { createHmac } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { shiftedClockEnv, shiftServerClock } from "./shifted-clock";

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

/**
 * The clock of this file's test server, when `movableServerClock` started it on one: how far
 * ahead of the real time it is, and the file that moves it (shifted-clock-preload.mjs).
 */
let serverClock: { file: string; aheadMs: number } | undefined;

/** The server's time now: codes are the server's, so they follow its clock. */
const serverNow = () => Date.now() + (serverClock?.aheadMs ?? 0);

/**
 * The environment for this file's test server whose clock `nextTotpCode` moves on to the app's
 * next code, instead of waiting up to 30 s for it as a person would. A file's tests that sign
 * in more often than three codes a minute allow took 20-60 s each waiting.
 */
export function movableServerClock() {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "charity-site-totp-clock-")), "offset");
  serverClock = { file, aheadMs: 0 };
  return shiftedClockEnv(file);
}

async function waitForServerTime(ms: number) {
  if (!serverClock) {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return;
  }
  serverClock.aheadMs += ms;
  await shiftServerClock(serverClock.file, serverClock.aheadMs);
}

/** The 6-digit code an authenticator app shows for this base32 secret (RFC 6238, SHA-1, 30 s). */
export function totpCode(secret: string, at = serverNow()) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = createHmac("sha1", decodeBase32(secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const value = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, "0");
}

/** A 6-digit code that is not the right one now (nor in the window either side). */
export function wrongTotpCode(secret: string, seed = 0) {
  const right = new Set([-30_000, 0, 30_000].map((shift) => totpCode(secret, serverNow() + shift)));
  for (let guess = seed; ; guess += 1) {
    const code = String(guess % 1_000_000).padStart(6, "0");
    if (!right.has(code)) return code;
  }
}

const stepMs = 30_000;

/** The RFC 6238 time step (30-second counter) a moment falls in. */
export function totpStep(at = serverNow()) {
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
 * is left in the window the site accepts (one step either side of now); on a server started with
 * `movableServerClock`, its clock moves on instead. The step before now is taken only with time
 * to spare before it drops out of that window.
 */
export async function nextTotpCode(secret: string) {
  const now = serverNow();
  const spareMs = 5_000;
  const earliest = totpStep(now) - (stepMs - (now % stepMs) > spareMs ? 1 : 0);
  const step = Math.max(earliest, (sentSteps.get(secret) ?? earliest - 1) + 1);
  const waitMs = (step - 1) * stepMs - now;
  if (waitMs > 0) await waitForServerTime(waitMs + 100);
  return totpCodeForStep(secret, step);
}
