import { extname } from "node:path";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

/** Types worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".svg", ".txt"]);

export function contentTypeOf(filePath: string): string {
  return CONTENT_TYPES[extname(filePath)] ?? "application/octet-stream";
}

export function isCompressible(filePath: string): boolean {
  return COMPRESSIBLE.has(extname(filePath));
}
