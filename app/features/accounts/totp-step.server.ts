import { createHmac, timingSafeEqual } from "node:crypto";

/** RFC 6238 as authenticator apps and better-auth use it: SHA-1, 6 digits, 30-second steps. */
const stepMs = 30_000;
const digits = 6;
/** How many steps either side of now a code is accepted for: better-auth's window. */
const window = 1;

/** The code of one time step: RFC 4226's HOTP with the step as its counter. */
export function makeStepCode(key: Buffer, step: number) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac("sha1", key).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const value = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** digits).padStart(digits, "0");
}

/**
 * The time step a 6-digit code is of, among those accepted at `at` (its own step and one either
 * side); null when it is none of them. Each is compared in constant time.
 */
export function findCodeStep(key: Buffer, code: string, at = Date.now()) {
  const given = Buffer.from(code);
  if (given.length !== digits) return null;
  const now = Math.floor(at / stepMs);
  for (let step = now - window; step <= now + window; step += 1) {
    if (timingSafeEqual(Buffer.from(makeStepCode(key, step)), given)) return step;
  }
  return null;
}
