/**
 * Benchmarks the site while another process holds the database's write lock:
 *   npx react-router build && npm run bench:locks
 * (PostgreSQL: TEST_DATABASE_URL=postgres://... npm run bench:locks.)
 * Takes the lock from its own connection (SQLite: BEGIN IMMEDIATE; PostgreSQL: the settings,
 * rate-limit and enquiry tables IN EXCLUSIVE MODE, which blocks writes, not reads), sends 12
 * Settings saves at once and, until they are answered, requests `/` and `/robots.txt` one after
 * another. Prints latency percentiles without and with the lock and how the saves were answered.
 * Exits 1 when `/robots.txt` (no rendering, so a stalled event loop shows plainly) has a p99
 * over 200 ms under the lock, or a save is answered other than 503/409/200.
 */
import { defaultSiteSettings } from "../app/shared/site/site-settings";
import { type AppServer, startAppServer, testSetupCode } from "../tests/support/app-server";
import { percentile } from "../tests/support/percentile";
import { buildSettingsForm, readSettingsRevision } from "../tests/support/settings-form";
import { StaffClient } from "../tests/support/staff-client";
import { holdWriteLock } from "../tests/support/write-lock";

const waitingSaves = 12;
const baselineSamples = 100;
const robotsP99TargetMs = 200;

type Sample = { path: string; ms: number; status: number };

async function timeGet(server: AppServer, pathname: string): Promise<Sample> {
  const started = performance.now();
  const response = await fetch(new URL(pathname, server.baseUrl));
  await response.arrayBuffer();
  return { path: pathname, ms: performance.now() - started, status: response.status };
}

function summarize(samples: Sample[], pathname: string) {
  const times = samples.filter((sample) => sample.path === pathname).map((sample) => sample.ms);
  const round = (ms: number) => `${ms.toFixed(1)} ms`;
  return {
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    line: `${pathname.padEnd(12)} n=${String(times.length).padEnd(4)} p50 ${round(percentile(times, 0.5))}  p99 ${round(percentile(times, 0.99))}  max ${round(Math.max(...times))}`,
  };
}

async function sampleWhile(server: AppServer, running: () => boolean) {
  const samples: Sample[] = [];
  while (running()) {
    samples.push(await timeGet(server, "/robots.txt"));
    samples.push(await timeGet(server, "/"));
  }
  return samples;
}

const server = await startAppServer();
let failed = false;
try {
  const admin = new StaffClient(server.baseUrl);
  const email = "bench-admin@example.org";
  const password = "Kettle-Harbour-42";
  // Creating the administrator signs them in.
  const created = await admin.post("/login", {
    intent: "create-admin",
    email,
    password,
    setupCode: testSetupCode,
  });
  if (created.status !== 200) throw new Error(`creating the admin answered ${created.status}`);
  const revision = await readSettingsRevision(admin);
  console.log(`Database: ${server.dialect}; ${waitingSaves} saves wait on a held write lock.`);

  let count = 0;
  const baseline = await sampleWhile(server, () => count++ < baselineSamples);
  console.log("\nWithout the lock:");
  for (const pathname of ["/robots.txt", "/"])
    console.log(`  ${summarize(baseline, pathname).line}`);

  const release = await holdWriteLock(server);
  const started = performance.now();
  let pending = waitingSaves;
  const saves = Array.from({ length: waitingSaves }, async (_, index) => {
    const sent = performance.now();
    const { status } = await admin
      .action("/admin/settings", {
        ...buildSettingsForm(defaultSiteSettings),
        charityName: `Bench Save ${index}`,
        revision,
      })
      .finally(() => {
        pending -= 1;
      });
    return { status, ms: performance.now() - sent };
  });
  const locked = await sampleWhile(server, () => pending > 0);
  const answers = await Promise.all(saves);
  await release();

  console.log(`\nWith the lock held (${((performance.now() - started) / 1000).toFixed(1)} s):`);
  const robots = summarize(locked, "/robots.txt");
  for (const pathname of ["/robots.txt", "/"]) console.log(`  ${summarize(locked, pathname).line}`);
  const byStatus = new Map<number, number[]>();
  for (const { status, ms } of answers) byStatus.set(status, [...(byStatus.get(status) ?? []), ms]);
  for (const [status, times] of byStatus) {
    console.log(
      `  saves answered ${status}: ${times.length}, after ${(Math.min(...times) / 1000).toFixed(2)}–${(Math.max(...times) / 1000).toFixed(2)} s`,
    );
  }
  if (robots.p99 > robotsP99TargetMs) {
    console.error(`/robots.txt p99 under the lock is over ${robotsP99TargetMs} ms`);
    failed = true;
  }
  if (answers.some(({ status }) => ![200, 409, 503].includes(status))) {
    console.error("A save was answered with something other than 503, 409 or 200");
    failed = true;
  }
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
