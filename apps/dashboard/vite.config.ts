import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { bundleBudget } from "./build/bundle-budget.js";
import { docsPage } from "./build/docs-page.js";

/**
 * The dashboard is served by the API process under /dashboard/ (same origin as its tRPC endpoint),
 * so the app is built for that base. The API reference page is written beside it for /docs.
 */
export default defineConfig({
  base: "/dashboard/",
  plugins: [react(), bundleBudget({ maxFirstLoadGzipBytes: 150 * 1024 }), docsPage({ outDir: "dist/docs" })],
  build: {
    outDir: "dist/dashboard",
    emptyOutDir: true,
    // No inline script anywhere: the pages run under `script-src 'self'`.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    sourcemap: false,
    // The first load is held by bundleBudget above. The one chunk past vite's 500 kB warning is the
    // password policy's dictionaries (about 1.7 MB), fetched only by the pages that set a password.
    chunkSizeWarningLimit: 2048,
  },
  server: {
    // `pnpm --filter @reservation-api/dashboard dev` next to a running API (`pnpm demo`).
    proxy: { "/dashboard/trpc": "http://127.0.0.1:3000", "/api": "http://127.0.0.1:3000" },
  },
});
