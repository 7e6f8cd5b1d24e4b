/**
 * Installs the Debian packages the site or its tests run, when they are missing (browsers and
 * binaries cannot be downloaded any other way on these machines). Needs root or password-less
 * sudo to install.
 *
 *   ensure-debian-packages.js ffmpeg            the site: video uploads are cleaned by ffmpeg
 *   ensure-debian-packages.js ffmpeg exiftool chromium      the tests
 *
 * `--optional` warns instead of failing when a package cannot be installed (`npm start` still
 * starts; the server then refuses videos with a clear message).
 *
 * Plain JavaScript (checked by TypeScript through JSDoc): `npm start` runs it in production, where
 * there is no TypeScript runtime.
 */
// @ts-check
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/** What each tool is called on disk, and the package that brings it. */
const tools = {
  chromium: { file: process.env.CHROMIUM_PATH ?? "chromium", debianPackage: "chromium" },
  ffmpeg: { file: process.env.FFMPEG_PATH ?? "ffmpeg", debianPackage: "ffmpeg" },
  exiftool: { file: "exiftool", debianPackage: "libimage-exiftool-perl" },
};

/** @param {string} file */
function isInstalled(file) {
  if (file.includes("/")) return existsSync(file);
  return (process.env.PATH ?? "")
    .split(path.delimiter)
    .some((folder) => folder && existsSync(path.join(folder, file)));
}

/**
 * @param {string} command
 * @param {string[]} args
 */
function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
  }
}

/** @param {string[]} args */
function apt(...args) {
  if (process.getuid?.() === 0) run("apt-get", args);
  else run("sudo", ["-n", "apt-get", ...args]);
}

const optional = process.argv.includes("--optional");
const wanted = process.argv.slice(2).filter((arg) => arg !== "--optional");
const unknown = wanted.filter((name) => !(name in tools));
if (unknown.length > 0 || wanted.length === 0) {
  console.error(
    `Usage: ensure-debian-packages.js [--optional] ${Object.keys(tools).join(" | ")}...`,
  );
  process.exit(2);
}

const missing = /** @type {(keyof typeof tools)[]} */ (wanted).filter(
  (name) => !isInstalled(tools[name].file),
);
if (missing.length === 0) {
  console.info(`Found: ${wanted.join(", ")}`);
} else {
  const packages = missing.map((name) => tools[name].debianPackage);
  console.info(`Missing: ${missing.join(", ")}; installing Debian's ${packages.join(", ")}...`);
  try {
    apt("update", "-qq");
    apt("install", "-y", "-qq", "--no-install-recommends", ...packages);
    const still = missing.filter((name) => !isInstalled(tools[name].file));
    if (still.length > 0) throw new Error(`installed, but still missing: ${still.join(", ")}`);
  } catch (error) {
    if (!optional) throw error;
    console.warn(
      `Could not install ${packages.join(", ")} (${error instanceof Error ? error.message : String(error)}). ` +
        "The site starts, but refuses video uploads until ffmpeg is installed.",
    );
  }
}
