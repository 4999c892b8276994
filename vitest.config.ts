import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/*/test/**/*.test.ts"],
          exclude: ["packages/*/test/**/*.e2e.test.ts"],
        },
      },
      {
        test: {
          name: "http",
          include: ["apps/*/test/**/*.test.ts", "packages/*/test/**/*.e2e.test.ts"],
          exclude: ["apps/*/test/faults/**"],
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
    ],
  },
});
