// @ts-check
// `pnpm lint` runs this over every TypeScript file of the workspace, with typescript-eslint's
// type-checked rules, and then dependency-cruiser's layer rules (.dependency-cruiser.cjs).
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import tseslint from "typescript-eslint";

/** The only places that may read the environment: where configuration lives. */
const CONFIG_MODULES = [
  "apps/api/src/config/**", // the API's loadConfig and its helpers
  "bench/src/settings.ts", // the bench's settings, read once
  "bench/src/settings/**",
  "examples/*/src/config.ts", // each example's own settings
];

/**
 * Tests and test support read the environment for two reasons that configuration does not cover:
 * they choose the database driver the way CI runs them (DATABASE_URL, REDIS_URL), and they hand
 * the environment on to the API, CLI and worker processes they spawn. The test-support package
 * reads it in one module of its own.
 */
const TEST_FILES = ["**/test/**", "packages/test-support/src/test-environment.ts"];

const ENVIRONMENT_READ = "Read the environment only in the config module (apps/api/src/config/, bench/src/settings.ts).";

export default defineConfig(
  {
    ignores: ["**/node_modules/**", "**/dist/**", "**/*.js", "**/*.cjs", "**/*.mjs", "packages/db/migrations/**"],
  },
  {
    files: ["packages/*/**/*.{ts,tsx}", "apps/*/**/*.{ts,tsx}", "bench/**/*.ts", "examples/**/*.{ts,tsx}", "tooling/**/*.ts"],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        // Each file is checked with the tsconfig.json that includes it, as the editor does.
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // A `!` claims what the compiler could not prove; narrow or check instead.
      "@typescript-eslint/no-non-null-assertion": "error",
      // `void promise` marks a deliberate fire-and-forget (a background flush, a shutdown hook);
      // anything else must be awaited, returned or given a .catch.
      "@typescript-eslint/no-floating-promises": ["error", { ignoreVoid: true }],
      // Event-handler props in the dashboard and node:http callbacks take functions that return
      // void; an async function there is the usual, deliberate form, so only the attribute and
      // argument positions are relaxed, never conditionals or spreads.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false, arguments: false } }],
      // `_`-prefixed names document a parameter kept for its position in a signature; `{ a, ...rest }`
      // is how an object is copied without `a`.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      "no-restricted-properties": ["error", { object: "process", property: "env", message: ENVIRONMENT_READ }],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "node:process", importNames: ["env"], message: ENVIRONMENT_READ },
            { name: "process", importNames: ["env"], message: ENVIRONMENT_READ },
          ],
        },
      ],
    },
  },
  {
    files: CONFIG_MODULES,
    rules: { "no-restricted-properties": "off", "no-restricted-imports": "off" },
  },
  {
    files: TEST_FILES,
    rules: { "no-restricted-properties": "off", "no-restricted-imports": "off" },
  },
);
