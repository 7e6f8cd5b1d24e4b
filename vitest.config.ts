import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { featureEntriesVitePlugin } from "./scripts/feature-entries.ts";

// Node 25 and later define an inert `localStorage` global (it warns and reads as undefined
// without --localstorage-file) that hides happy-dom's from the browser code under test.
const withoutNodeWebStorage =
  Number(process.versions.node.split(".")[0]) >= 25 ? ["--no-experimental-webstorage"] : [];

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
  plugins: [featureEntriesVitePlugin()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "node",
    // At least two files at once, even on two cores (where Vitest would run one): an integration
    // file mostly waits on its own server, and two at a time took the suite from 237 s to 155 s.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          execArgv: withoutNodeWebStorage,
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "tests/conventions/**/*.test.ts",
            "tests/support/**/*.test.ts",
          ],
        },
      },
      {
        // Each file starts the production build as a real server on its own database:
        // SQLite in a temporary folder, or a fresh PostgreSQL database when TEST_DATABASE_URL is set.
        // tests/security/ holds the attacks on it: one file per defended finding.
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts", "tests/security/**/*.test.ts"],
          globalSetup: ["tests/integration/build-once.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
