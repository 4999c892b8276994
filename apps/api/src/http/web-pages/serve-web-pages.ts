import type { IncomingMessage, ServerResponse } from "node:http";
import { allowedMethods, sendAllowedMethods, type RestOutcome } from "@reservation-api/server";
import { DASHBOARD_BASE_PATH } from "@reservation-api/contract/dashboard";
import { DASHBOARD_CSP, DOCS_CSP, pageSecurityHeaders } from "./page-security-headers.js";
import { loadStaticSite, type StaticFile, type StaticSite } from "./static-site.js";

/** Answers a request for a web page or asset, or returns undefined when the path is not one. */
export type WebPageHandler = (req: IncomingMessage, res: ServerResponse, path: string) => RestOutcome | undefined;

interface Section {
  /** URL path the section is served under, without a trailing slash. */
  base: string;
  /** Its folder inside the built web root. */
  folder: string;
  csp: string;
  /** Client-side routes: unknown page paths get index.html, and the app shows the page. */
  spaFallback: boolean;
  /** Files whose names carry a content hash: cached for a year, never revalidated. */
  immutablePrefix: string | undefined;
}

export const DOCS_BASE_PATH = "/docs";

const SECTIONS: Section[] = [
  { base: DASHBOARD_BASE_PATH, folder: "dashboard", csp: DASHBOARD_CSP, spaFallback: true, immutablePrefix: "assets/" },
  { base: DOCS_BASE_PATH, folder: "docs", csp: DOCS_CSP, spaFallback: false, immutablePrefix: undefined },
];
const PAGE_METHODS = allowedMethods(["GET"]);

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/**
 * The dashboard (under /dashboard/) and the API reference (under /docs/), from the built web root
 * (`dashboard/` and `docs/` folders). `excludedPaths` (the dashboard's tRPC endpoint) are left to
 * their own routes even if this handler is asked first.
 */
export function createWebPageHandler(options: { root: string | undefined; excludedPrefixes: string[] }): WebPageHandler {
  const site = options.root === undefined ? undefined : loadStaticSite(options.root);
  return (req, res, path) => {
    const section = SECTIONS.find((candidate) => path === candidate.base || path.startsWith(`${candidate.base}/`));
    if (section === undefined || options.excludedPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)))
      return undefined;
    const headers = pageSecurityHeaders(section.csp);
    if (req.method === "OPTIONS") return sendAllowedMethods(res, PAGE_METHODS);
    if (req.method !== "GET" && req.method !== "HEAD")
      return sendText(res, 405, { ...headers, Allow: PAGE_METHODS.join(", ") }, "Method not allowed");
    if (path === section.base) {
      const query = (req.url ?? "").slice(path.length);
      return sendText(res, 308, { ...headers, Location: `${section.base}/${query}` }, "Moved");
    }
    if (site === undefined) {
      return sendText(res, 503, headers, "The dashboard has not been built: run `npx -y pnpm@10.34.8 build` first.");
    }
    const relativePath = decodedPath(path.slice(section.base.length + 1)) ?? "\0";
    const found = lookUp(site, section, relativePath === "" ? "index.html" : relativePath);
    if (found === undefined) return sendText(res, 404, headers, "Not found");
    const cacheControl = isImmutable(section, relativePath) ? IMMUTABLE : REVALIDATE;
    return sendFile(req, res, found, { ...headers, "Cache-Control": cacheControl });
  };
}

function lookUp(site: StaticSite, section: Section, relativePath: string): StaticFile | undefined {
  const file = site.file(`${section.folder}/${relativePath}`);
  if (file !== undefined) return file;
  // A path whose last segment has a dot asks for a file, and anything under the hashed-assets
  // folder is one: a missing file is a 404, never the app (which would then be cached there for a year).
  const lastSegment = relativePath.split("/").pop() ?? "";
  const asksForAFile = lastSegment.includes(".") || isImmutable(section, relativePath);
  return section.spaFallback && !asksForAFile ? site.file(`${section.folder}/index.html`) : undefined;
}

function isImmutable(section: Section, relativePath: string): boolean {
  return section.immutablePrefix !== undefined && relativePath.startsWith(section.immutablePrefix);
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: StaticFile, headers: Record<string, string>): RestOutcome {
  const common = { ...headers, ETag: file.etag, Vary: "Accept-Encoding" };
  if (req.headers["if-none-match"] === file.etag) {
    res.writeHead(304, common).end();
    return { status: 304 };
  }
  const gzip = file.gzipped !== undefined && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  const body = gzip && file.gzipped !== undefined ? file.gzipped : file.body;
  res.writeHead(200, {
    ...common,
    "Content-Type": file.contentType,
    "Content-Length": String(body.length),
    ...(gzip ? { "Content-Encoding": "gzip" } : {}),
  });
  res.end(req.method === "HEAD" ? undefined : body);
  return { status: 200 };
}

function sendText(res: ServerResponse, status: number, headers: Record<string, string>, text: string): RestOutcome {
  res.writeHead(status, { ...headers, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": REVALIDATE }).end(text);
  return { status };
}

/** Percent-decoded, or undefined for a malformed escape (answered 404 like any unknown path). */
function decodedPath(encoded: string): string | undefined {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}
