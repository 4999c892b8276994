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
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
