import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Most of a test file's time is spent waiting: on a server it started, a child process, a
// database, a retry's back-off. Vitest's default on two cores is one file at a time (cores - 1),
// which left the CPU idle most of the run; four files at once keeps both cores busy. The browser
// files run beside the others (each starts its own server, database and Chromium) instead of in
// a sequential group after them.
const FILES_AT_ONCE = 4;

export default defineConfig({
  test: {
    maxWorkers: FILES_AT_ONCE,
    reporters: ["default", "./packages/test-support/src/skipped-tests-reporter.ts"],
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/*/test/**/*.test.ts"],
          exclude: ["packages/*/test/**/*.e2e.test.ts"],
        },
      },
      {
        // The repository's own tools: that `pnpm lint` fails where it must.
        test: {
          name: "tooling",
          include: ["tooling/test/**/*.test.ts"],
          testTimeout: 30_000,
        },
      },
      {
        // The SDK's end-to-end tests run its source against the app, as they did beside it.
        resolve: {
          alias: [
            {
              find: /^@reservation-api\/sdk$/,
              replacement: fileURLToPath(new URL("packages/sdk/src/index.ts", import.meta.url)),
            },
          ],
        },
        test: {
          name: "http",
          include: ["apps/*/test/**/*.test.ts", "packages/*/test/**/*.e2e.test.ts"],
          exclude: ["apps/*/test/faults/**", "apps/*/test/browser/**"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A file's servers are its own (each app instance keeps its state), so the files of a
          // worker can share imported modules: loading the app's modules again for each file
          // took most of this project's time.
          isolate: false,
        },
      },
      {
        // Restarts and killed processes (PostgreSQL only): one file at a time, after the other
        // projects, so that their deadlines measure the fault and not a machine busy with others.
        test: {
          name: "faults",
          include: ["apps/*/test/faults/**/*.test.ts"],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // The dashboard in Debian's Chromium (skipped, with the reason printed, when none is found).
        test: {
          name: "browser",
          include: ["apps/*/test/browser/**/*.test.ts"],
          globalSetup: ["apps/api/test/browser/support/global-setup.ts"],
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
