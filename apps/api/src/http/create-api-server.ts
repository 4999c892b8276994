import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { API_BASE_PATH, HEADER } from "@reservation-api/contract";
import { errorResponseFor, sendError, sendJson, type RestOutcome, type RestRequestHandler } from "@reservation-api/server";
import type { Logger } from "../logger.js";
import { answerUnparsableRequest } from "./answer-unparsable-request.js";
import { chooseRequestId } from "./request-id.js";

export interface ApiServerParts {
  handleRest: RestRequestHandler;
  /** Serialised once at start-up. */
  openApiJson: string;
  checkHealth: () => Promise<boolean>;
  logger: Logger;
  requestTimeoutMs: number;
  /** A request still unanswered after this long gets 503 SERVICE_UNAVAILABLE. */
  responseTimeoutMs: number;
  /** Requests beyond this many at once get 503 at once instead of queueing without bound. */
  maxInFlight: number;
}

const OPENAPI_PATH = `${API_BASE_PATH}/openapi.json`;

/** The process's HTTP surface: the API, its OpenAPI document and a health check, one log line per request. */
export function createApiServer(parts: ApiServerParts): Server {
  const load = { inFlight: 0 };
  const server = createServer((req, res) => {
    void handleRequest(parts, load, req, res);
  });
  server.on("clientError", answerUnparsableRequest(parts.logger));
  server.requestTimeout = parts.requestTimeoutMs;
  return server;
}

async function handleRequest(
  parts: ApiServerParts,
  load: { inFlight: number },
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const startedAt = performance.now();
  const requestId = chooseRequestId(req.headers["x-request-id"]);
  res.setHeader(HEADER.requestId, requestId);
  let outcome: RestOutcome;
  if (load.inFlight >= parts.maxInFlight) {
    outcome = sendUnavailable(res, requestId, "The server is at capacity; retry shortly");
  } else {
    load.inFlight++;
    // However long the database takes, the caller gets an answer by the deadline.
    const deadline = setTimeout(() => sendUnavailable(res, requestId, "The request took too long; retry shortly"), parts.responseTimeoutMs);
    try {
      outcome = await route(parts, req, res, requestId);
    } catch (error) {
      outcome = { status: 500, unexpectedError: error };
      sendError(res, errorResponseFor("INTERNAL_ERROR", "An unexpected error occurred", requestId));
    } finally {
      clearTimeout(deadline);
      load.inFlight--;
    }
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
    sendJson(res, healthy ? 200 : 503, {}, JSON.stringify({ status: healthy ? "ok" : "unavailable" }));
    return { status: healthy ? 200 : 503 };
  }
  if (req.method === "GET" && path === OPENAPI_PATH) {
    sendJson(res, 200, {}, parts.openApiJson);
    return { status: 200 };
  }
  if (path === API_BASE_PATH || path.startsWith(`${API_BASE_PATH}/`)) return parts.handleRest(req, res, requestId);
  return sendError(res, errorResponseFor("NOT_FOUND", `No such endpoint: ${req.method} ${path}`, requestId));
}

function sendUnavailable(res: ServerResponse, requestId: string, message: string): RestOutcome {
  const response = errorResponseFor("SERVICE_UNAVAILABLE", message, requestId);
  return sendError(res, { ...response, headers: { [HEADER.retryAfter]: "2" } });
}
