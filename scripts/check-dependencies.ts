import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * CI's dependency check (docs/decisions/0017-dependency-audit.md): the registry refuses
 * `npm audit`, so the lockfile is reviewed here. Every production dependency is pinned to one
 * exact version, the lockfile agrees with package.json and carries an integrity hash for every
 * package, and no package the site runs with (dev-only ones aside) is in a vulnerable range of
 * security/advisories.json. Prints each problem and exits 1 when there is one.
 *
 *   npm run check:dependencies   (or: node --import tsx scripts/check-dependencies.ts [folder])
 */

export type Advisory = {
  /** GHSA or CVE id. */
  id: string;
  package: string;
  /** Vulnerable versions: comparators joined by spaces (all must hold), alternatives by `||`. */
  vulnerable: string;
  summary: string;
};

type PackageJson = { dependencies?: Record<string, string> };
type LockEntry = {
  version?: string;
  integrity?: string;
  dev?: boolean;
  link?: boolean;
  inBundle?: boolean;
};
type Lockfile = {
  packages?: Record<string, LockEntry & { dependencies?: Record<string, string> }>;
};

const exactVersion = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

/** Everything wrong with the project's dependencies, one sentence each; empty when all is well. */
export function findDependencyProblems(
  packageJson: PackageJson,
  lockfile: Lockfile,
  advisories: Advisory[],
): string[] {
  const problems: string[] = [];
  const wanted = packageJson.dependencies ?? {};
  const packages = lockfile.packages ?? {};
  for (const [name, version] of Object.entries(wanted)) {
    if (!exactVersion.test(version)) {
      problems.push(`${name}: "${version}" is not an exact version; pin it (e.g. "1.2.3").`);
    }
    const locked = packages[`node_modules/${name}`]?.version;
    if (locked !== version) {
      problems.push(
        `${name}: package.json wants ${version} but package-lock.json has ${locked ?? "nothing"}; run npm install.`,
      );
    }
  }
  const rootDependencies = packages[""]?.dependencies ?? {};
  if (JSON.stringify(sortKeys(rootDependencies)) !== JSON.stringify(sortKeys(wanted))) {
    problems.push("package-lock.json lists other dependencies than package.json; run npm install.");
  }
  for (const [location, entry] of Object.entries(packages)) {
    if (location === "" || entry.link) continue;
    const name = packageName(location);
    // A bundled package ships inside its parent's tarball, which carries the hash.
    if (!entry.integrity && !entry.inBundle) {
      problems.push(`${name}: no integrity hash in package-lock.json.`);
    }
    // Dev-only packages never reach the server.
    if (entry.dev || !entry.version) continue;
    for (const advisory of advisories) {
      if (advisory.package === name && satisfies(entry.version, advisory.vulnerable)) {
        problems.push(
          `${name}@${entry.version} is vulnerable (${advisory.id}: ${advisory.summary}); update it past ${advisory.vulnerable}.`,
        );
      }
    }
  }
  return problems;
}

/** `node_modules/a/node_modules/@scope/b` is `@scope/b`. */
function packageName(location: string) {
  return location.slice(location.lastIndexOf("node_modules/") + "node_modules/".length);
}

function sortKeys(record: Record<string, string>) {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

/** Whether a version is in a range like ">=1.2.0 <1.4.2 || 2.0.0" (npm's comparators only). */
export function satisfies(version: string, range: string) {
  return range.split("||").some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .every((comparator) => {
        const [, operator = "=", bound = ""] = comparator.match(/^(>=|<=|>|<|=)?(.+)$/) ?? [];
        const order = compareVersions(version, bound);
        if (operator === ">=") return order >= 0;
        if (operator === "<=") return order <= 0;
        if (operator === ">") return order > 0;
        if (operator === "<") return order < 0;
        return order === 0;
      }),
  );
}

/** Semantic version order; a pre-release sorts before its release. */
function compareVersions(a: string, b: string) {
  const [aCore = "", aPre] = a.split("-", 2);
  const [bCore = "", bPre] = b.split("-", 2);
  const aParts = aCore.split(".").map(Number);
  const bParts = bCore.split(".").map(Number);
  for (let index = 0; index < 3; index++) {
    const difference = (aParts[index] ?? 0) - (bParts[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  if (aPre === bPre) return 0;
  if (aPre === undefined) return 1;
  if (bPre === undefined) return -1;
  return aPre.localeCompare(bPre, "en", { numeric: true });
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, "utf8")) as T;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const folder = path.resolve(process.argv[2] ?? ".");
  const problems = findDependencyProblems(
    readJson(path.join(folder, "package.json")),
    readJson(path.join(folder, "package-lock.json")),
    readJson(path.join(folder, "security", "advisories.json")),
  );
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log("Dependencies: pinned, locked, and none in a known vulnerable range.");
}
