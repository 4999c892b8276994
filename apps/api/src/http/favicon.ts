import type { IncomingMessage, ServerResponse } from "node:http";
import type { RestOutcome } from "@reservation-api/server";
import { FAVICON_ICO_BASE64 } from "./favicon-image.js";

export const FAVICON_PATH = "/favicon.ico";

const FAVICON = Buffer.from(FAVICON_ICO_BASE64, "base64");
const ONE_DAY_SECONDS = 24 * 60 * 60;

/**
 * The tab icon (favicon.svg beside this file, as an ICO). Browsers ask for /favicon.ico by
 * themselves on every page that names no icon, so the dashboard and the reference get it without
 * a <link>; it is same-origin, which their `img-src 'self'` allows.
 */
export function serveFavicon(_req: IncomingMessage, res: ServerResponse): RestOutcome {
  res.writeHead(200, {
    "Content-Type": "image/x-icon",
    "Content-Length": String(FAVICON.length),
    "Cache-Control": `public, max-age=${ONE_DAY_SECONDS}`,
  });
  res.end(FAVICON);
  return { status: 200 };
}
