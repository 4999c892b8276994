import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { API_BASE_PATH, HEADER } from "@reservation-api/contract";
import { errorResponseFor, sendError, type RestOutcome, type RestRequestHandler } from "@reservation-api/server";
import type { Logger } from "../logger.js";
import { chooseRequestId } from "./request-id.js";

export interface ApiServerParts {
  handleRest: RestRequestHandler;
  /** Serialised once at start-up. */
  openApiJson: string;
  checkHealth: () => Promise<boolean>;
  logger: Logger;
  requestTimeoutMs: number;
}

const OPENAPI_PATH = `${API_BASE_PATH}/openapi.json`;

/** The process's HTTP surface: the API, its OpenAPI document and a health check, one log line per request. */
export function createApiServer(parts: ApiServerParts): Server {
  const server = createServer((req, res) => {
    void handleRequest(parts, req, res);
  });
  server.requestTimeout = parts.requestTimeoutMs;
  return server;
}

async function handleRequest(parts: ApiServerParts, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const startedAt = performance.now();
  const requestId = chooseRequestId(req.headers["x-request-id"]);
  res.setHeader(HEADER.requestId, requestId);
  let outcome: RestOutcome;
  try {
    outcome = await route(parts, req, res, requestId);
  } catch (error) {
    outcome = { status: 500, unexpectedError: error };
    if (!res.headersSent) sendError(res, errorResponseFor("INTERNAL_ERROR", "An unexpected error occurred", requestId));
    else res.destroy();
  }
  const entry = {
    requestId,
    method: req.method,
    path: (req.url ?? "").split("?")[0],
    status: outcome.status,
    durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
  };
  if (outcome.unexpectedError !== undefined) parts.logger.error({ ...entry, err: outcome.unexpectedError }, "request failed");
  else parts.logger.info(entry, "request");
}

async function route(parts: ApiServerParts, req: IncomingMessage, res: ServerResponse, requestId: string): Promise<RestOutcome> {
  const path = (req.url ?? "/").split("?")[0] ?? "/";
  if (req.method === "GET" && path === "/healthz") {
    const healthy = await parts.checkHealth();
    return sendJson(res, healthy ? 200 : 503, JSON.stringify({ status: healthy ? "ok" : "unavailable" }));
  }
  if (req.method === "GET" && path === OPENAPI_PATH) return sendJson(res, 200, parts.openApiJson);
  if (path === API_BASE_PATH || path.startsWith(`${API_BASE_PATH}/`)) return parts.handleRest(req, res, requestId);
  return sendError(res, errorResponseFor("NOT_FOUND", `No such endpoint: ${req.method} ${path}`, requestId));
}

function sendJson(res: ServerResponse, status: number, json: string): RestOutcome {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
  res.end(json);
  return { status };
}
