import { cpSync } from "node:fs";
import { defineConfig } from "tsup";

/**
 * A self-contained production build: the workspace packages and their dependencies are bundled,
 * so `node dist/main.js` starts without a TypeScript loader. PGlite stays external because it
 * loads its WebAssembly files from beside its own module.
 */
export default defineConfig({
  entry: { main: "src/main.ts", admin: "src/cli/admin.ts" },
  format: "esm",
  platform: "node",
  target: "node20",
  outDir: "dist",
  clean: true,
  splitting: true,
  noExternal: [/^(?!@electric-sql\/pglite)/],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  onSuccess: async () => {
    cpSync("../../packages/db/migrations", "dist/migrations", { recursive: true });
  },
});
