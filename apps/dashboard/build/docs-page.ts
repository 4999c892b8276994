import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** Swagger UI's prebuilt files, taken from the npm package as they are (no CDN at run time). */
const RENDERER_FILES = ["swagger-ui-bundle.js", "swagger-ui.css"];
/** Our page around it: the HTML, the script that starts the renderer, a few style overrides. */
const PAGE_FILES = ["index.html", "start-reference.js", "reference.css"];

/**
 * Writes the API reference page (served at /docs) after the dashboard build: swagger-ui-dist's
 * bundle and stylesheet beside our own page, which points the renderer at the OpenAPI document.
 */
export function docsPage(options: { outDir: string }): Plugin {
  return {
    name: "reservation-api:docs-page",
    apply: "build",
    closeBundle() {
      const rendererDir = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
      const pageDir = fileURLToPath(new URL("../docs/", import.meta.url));
      rmSync(options.outDir, { recursive: true, force: true });
      mkdirSync(options.outDir, { recursive: true });
      for (const file of RENDERER_FILES) copyFileSync(join(rendererDir, file), join(options.outDir, file));
      for (const file of PAGE_FILES) copyFileSync(join(pageDir, file), join(options.outDir, file));
    },
  };
}
