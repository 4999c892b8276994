// Prints what the SDK costs a browser bundle: minified + gzipped, with ky included, and ky alone
// for comparison. Run after `pnpm build`.
import { build } from "esbuild";
import { gzipSync } from "node:zlib";

async function minifiedGzipBytes(contents, resolveDir) {
  const result = await build({
    stdin: { contents, resolveDir, loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
  });
  const code = result.outputFiles[0].contents;
  return { minified: code.length, gzipped: gzipSync(code).length };
}

const here = new URL("..", import.meta.url).pathname;
const sdk = await minifiedGzipBytes('export * from "./dist/index.js";', here);
const kyAlone = await minifiedGzipBytes('export { default } from "ky";', here);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(`SDK (ky included): ${kb(sdk.minified)} minified, ${kb(sdk.gzipped)} min+gz`);
console.log(`ky alone:          ${kb(kyAlone.minified)} minified, ${kb(kyAlone.gzipped)} min+gz`);
console.log(`SDK's own code:    about ${kb(sdk.gzipped - kyAlone.gzipped)} min+gz`);
