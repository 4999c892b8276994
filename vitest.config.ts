import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    reporters: ["default", "./test-support/skipped-tests-reporter.ts"],
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
        test: {
          name: "http",
          include: ["apps/*/test/**/*.test.ts", "packages/*/test/**/*.e2e.test.ts"],
          exclude: ["apps/*/test/faults/**", "apps/*/test/browser/**"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Restarts and killed processes: slow, so they run in a project of their own.
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
          fileParallelism: false,
        },
      },
    ],
  },
});
