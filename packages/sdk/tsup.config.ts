import { readFileSync } from "node:fs";
import { defineConfig } from "tsup";

const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };

/**
 * ESM and CJS with declarations. ky (ESM-only) and the workspace contract are bundled in, so the
 * package has no runtime dependencies and `require` works on every Node 20.
 */
export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm", "cjs"],
  // The contract is private TypeScript source: its error-code table and header names (no zod) are inlined.
  dts: {
    resolve: ["@reservation-api/contract/error-codes", "@reservation-api/contract/headers"],
    compilerOptions: {
      paths: {
        "@reservation-api/contract/error-codes": ["../contract/src/error-codes.ts"],
        "@reservation-api/contract/headers": ["../contract/src/headers.ts"],
      },
    },
  },
  clean: true,
  target: "es2022",
  platform: "neutral",
  noExternal: ["ky", "@reservation-api/contract"],
  define: { __SDK_VERSION__: JSON.stringify(version) },
  treeshake: true,
});
