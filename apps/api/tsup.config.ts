import { existsSync } from "node:fs";
import { cp } from "node:fs/promises";
import { defineConfig } from "tsup";

/**
 * A self-contained production build: the workspace packages and their dependencies are bundled,
 * so `node dist/main.js` starts without a TypeScript loader. PGlite stays external because it
 * loads its WebAssembly files from beside its own module, and @node-rs/argon2 because it loads the
 * native binary of the platform it runs on. The built dashboard and reference pages
 * (`apps/dashboard/dist`, which the package's build script builds first) go to dist/web.
 */
export default defineConfig({
  entry: { main: "src/main.ts", admin: "src/cli/admin.ts", worker: "src/worker.ts" },
  format: "esm",
  platform: "node",
  target: "node20",
  outDir: "dist",
  clean: true,
  splitting: true,
  noExternal: [/^(?!@electric-sql\/pglite|@node-rs\/argon2)/],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  onSuccess: async () => {
    await cp("../../packages/db/migrations", "dist/migrations", { recursive: true });
    // The package's build script builds the dashboard first; `pnpm admin` compiles the CLI alone.
    if (existsSync("../dashboard/dist/dashboard/index.html")) await cp("../dashboard/dist", "dist/web", { recursive: true });
  },
});
