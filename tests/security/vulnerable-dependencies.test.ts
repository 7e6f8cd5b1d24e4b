import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { type Advisory, findDependencyProblems, satisfies } from "../../scripts/check-dependencies";

/**
 * CI's dependency check (the registry refuses `npm audit`, docs/decisions/0017): a production
 * dependency in a known vulnerable range, an unpinned one, or a lockfile that disagrees with
 * package.json fails it. Here it is fed each of these.
 */
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8"));
const advisories: Advisory[] = readJson("security/advisories.json");
const cookieAdvisory = advisories.find((advisory) => advisory.package === "cookie");

const integrity = "sha512-test";
function project(version: string, lockedCookie = { version: "0.7.2", integrity }) {
  return {
    packageJson: { dependencies: { express: version } },
    lockfile: {
      packages: {
        "": { dependencies: { express: version } },
        "node_modules/express": { version, integrity },
        "node_modules/cookie": lockedCookie,
      },
    },
  };
}

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe("the dependency check", () => {
  test("passes this project as it is", () => {
    expect(
      findDependencyProblems(readJson("package.json"), readJson("package-lock.json"), advisories),
    ).toEqual([]);
  });

  test("fails a production package in a vulnerable range, even one pulled in by another", () => {
    const vulnerable = project("5.3.0", { version: "0.6.0", integrity });
    expect(findDependencyProblems(vulnerable.packageJson, vulnerable.lockfile, advisories)).toEqual(
      [
        `cookie@0.6.0 is vulnerable (${cookieAdvisory?.id}: ${cookieAdvisory?.summary}); update it past ${cookieAdvisory?.vulnerable}.`,
      ],
    );
    const directly = project("4.18.2");
    expect(
      findDependencyProblems(directly.packageJson, directly.lockfile, advisories).join("\n"),
    ).toContain("express@4.18.2 is vulnerable (GHSA-rv95-896h-c2vc");
  });

  test("leaves dev-only packages alone: they never reach the server", () => {
    const devOnly = project("5.3.0", { version: "0.6.0", integrity, dev: true } as never);
    expect(findDependencyProblems(devOnly.packageJson, devOnly.lockfile, advisories)).toEqual([]);
  });

  test("fails an unpinned version, a lockfile that disagrees, and a package without a hash", () => {
    const unpinned = project("5.3.0");
    unpinned.packageJson.dependencies.express = "^5.3.0";
    const problems = findDependencyProblems(unpinned.packageJson, unpinned.lockfile, advisories);
    expect(problems).toContain(`express: "^5.3.0" is not an exact version; pin it (e.g. "1.2.3").`);
    expect(problems).toContain(
      "express: package.json wants ^5.3.0 but package-lock.json has 5.3.0; run npm install.",
    );
    const unhashed = project("5.3.0", { version: "0.7.2" } as never);
    expect(findDependencyProblems(unhashed.packageJson, unhashed.lockfile, advisories)).toEqual([
      "cookie: no integrity hash in package-lock.json.",
    ]);
    // A bundled package has no hash of its own: it ships inside its parent (npm install on this
    // machine writes such entries for other platforms' optional packages).
    const bundled = project("5.3.0", { version: "0.7.2", inBundle: true } as never);
    expect(findDependencyProblems(bundled.packageJson, bundled.lockfile, advisories)).toEqual([]);
  });

  test("reads npm's ranges: alternatives, bounds and pre-releases", () => {
    expect(satisfies("6.3.0", "<5.7.2 || >=6.0.0 <6.3.1")).toBe(true);
    expect(satisfies("6.3.1", "<5.7.2 || >=6.0.0 <6.3.1")).toBe(false);
    expect(satisfies("5.0.0-beta.1", ">=5.0.0-alpha.1 <5.0.0-beta.3")).toBe(true);
    expect(satisfies("5.0.0", ">=5.0.0-alpha.1 <5.0.0-beta.3")).toBe(false);
    expect(satisfies("1.2.3", "1.2.3")).toBe(true);
  });

  test("the script exits 1 and names the package, as CI runs it", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "dependency-check-"));
    folders.push(folder);
    const vulnerable = project("5.3.0", { version: "0.6.0", integrity });
    writeFileSync(path.join(folder, "package.json"), JSON.stringify(vulnerable.packageJson));
    writeFileSync(path.join(folder, "package-lock.json"), JSON.stringify(vulnerable.lockfile));
    mkdirSync(path.join(folder, "security"));
    writeFileSync(path.join(folder, "security", "advisories.json"), JSON.stringify(advisories));
    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", "scripts/check-dependencies.ts", folder],
      { encoding: "utf8" },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("cookie@0.6.0 is vulnerable (GHSA-pxg6-pf52-xh8x");
  });
});
