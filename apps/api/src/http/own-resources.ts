import type { IncomingMessage, ServerResponse } from "node:http";
import { API_BASE_PATH } from "@reservation-api/contract";
import { DASHBOARD_BASE_PATH } from "@reservation-api/contract/dashboard";
import { allowedMethods, sendAllowedMethods, sendJson, sendMethodNotAllowed, type RestOutcome } from "@reservation-api/server";
import { FAVICON_PATH, serveFavicon } from "./favicon.js";
import { answerRoot } from "./root-resource.js";
import { DOCS_BASE_PATH } from "./web-pages/serve-web-pages.js";

/** A read-only resource of the process itself, outside the REST router: it answers GET. */
type OwnResource = (req: IncomingMessage, res: ServerResponse) => RestOutcome | Promise<RestOutcome>;

const HEALTH_PATH = "/healthz";
const OPENAPI_PATH = `${API_BASE_PATH}/openapi.json`;
const GET_ONLY = allowedMethods(["GET"]);

/** `/`, the favicon, the health check and the OpenAPI document, by path. */
export function ownResources(parts: {
  checkHealth: () => Promise<boolean>;
  openApiJson: () => string;
}): ReadonlyMap<string, OwnResource> {
  const root = answerRoot({
    docs: `${DOCS_BASE_PATH}/`,
    openapi: OPENAPI_PATH,
    dashboard: `${DASHBOARD_BASE_PATH}/`,
    healthz: HEALTH_PATH,
  });
  return new Map<string, OwnResource>([
    ["/", root],
    [FAVICON_PATH, serveFavicon],
    [
      HEALTH_PATH,
      async (_req, res) => {
        const healthy = await parts.checkHealth();
        sendJson(res, healthy ? 200 : 503, {}, JSON.stringify({ status: healthy ? "ok" : "unavailable" }));
        return { status: healthy ? 200 : 503 };
      },
    ],
    [
      OPENAPI_PATH,
      (_req, res) => {
        sendJson(res, 200, {}, parts.openApiJson());
        return { status: 200 };
      },
    ],
  ]);
}

/** GET and HEAD (Node leaves HEAD's body out), OPTIONS with Allow, 405 for anything else. */
export function answerOwnResource(
  resource: OwnResource,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  requestId: string,
): RestOutcome | Promise<RestOutcome> {
  if (req.method === "GET" || req.method === "HEAD") return resource(req, res);
  if (req.method === "OPTIONS") return sendAllowedMethods(res, GET_ONLY);
  return sendMethodNotAllowed(res, { method: req.method, path }, GET_ONLY, requestId);
}
