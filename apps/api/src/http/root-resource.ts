import type { IncomingMessage, ServerResponse } from "node:http";
import { DASHBOARD_BASE_PATH } from "@reservation-api/contract/dashboard";
import { sendJson, type RestOutcome } from "@reservation-api/server";
import Negotiator from "negotiator";

/** Where a visitor of `/` can go: the paths of the reference, the OpenAPI document, the dashboard and the health check. */
export interface RootLinks {
  docs: string;
  openapi: string;
  dashboard: string;
  healthz: string;
}

const HTML = "text/html";
const JSON_MEDIA_TYPE = "application/json";

/**
 * `GET /`: a browser (one that prefers HTML) is sent to the dashboard; anything else (curl, a
 * script) gets JSON naming where things are. JSON comes first in the offer, so `Accept: *\/*` or
 * none at all gets JSON.
 */
export function answerRoot(links: RootLinks) {
  const json = JSON.stringify({ name: "External Reservation API", links });
  return (req: IncomingMessage, res: ServerResponse): RestOutcome => {
    // Vary on both answers, so a cache keeps them apart.
    const headers = { Vary: "Accept", "Cache-Control": "no-cache" };
    if (new Negotiator(req).mediaType([JSON_MEDIA_TYPE, HTML]) === HTML) {
      res.writeHead(302, { ...headers, Location: `${DASHBOARD_BASE_PATH}/` }).end();
      return { status: 302 };
    }
    sendJson(res, 200, headers, json);
    return { status: 200 };
  };
}
