import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

/** The account benchmarks sign in with; it exists only in their throwaway data folders. */
const benchAdmin = { email: "bench-admin@example.org", password: "Kettle-Harbour-42" };
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Creates the benchmark admin in a data folder, as `npm run admin:create` would. */
export async function createBenchAdmin(dataDir: string) {
  await promisify(execFile)(process.execPath, ["server/command.js", "admin:create"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ADMIN_EMAIL: benchAdmin.email,
      ADMIN_PASSWORD: benchAdmin.password,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
    },
  });
}

/** Signs the benchmark admin in; returns the Cookie header to send with staff requests. */
export async function signInBenchAdmin(baseUrl: string) {
  const response = await fetch(new URL("/login", baseUrl), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "sign-in", ...benchAdmin }).toString(),
    redirect: "manual",
  });
  const cookies = response.headers.getSetCookie().map((header) => header.split(";")[0] ?? "");
  if (!cookies.some((cookie) => cookie.includes("session_token="))) {
    throw new Error(`Sign-in failed (${response.status}): ${await response.text()}`);
  }
  return cookies.join("; ");
}
