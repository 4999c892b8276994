import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { API_BASE_PATH, HEADER } from "@reservation-api/contract";
import {
  errorResponseFor,
  requestPath,
  retryShortlyHeaders,
  sendError,
  type Observer,
  type RestOutcome,
  type RestRequestHandler,
} from "@reservation-api/server";
import type { Logger } from "../logger.js";
import { answerUnparsableRequest } from "./answer-unparsable-request.js";
import { isDashboardApiPath } from "./dashboard-api-route.js";
import type { InFlightRequests } from "./in-flight-requests.js";
import { answerOwnResource, ownResources } from "./own-resources.js";
import { chooseRequestId } from "./request-id.js";
import type { WebPageHandler } from "./web-pages/serve-web-pages.js";

export interface ApiServerParts {
  handleRest: RestRequestHandler;
  /** The dashboard's tRPC endpoint under /dashboard/trpc. */
  handleDashboard: RestRequestHandler;
  /** The OpenAPI document as JSON; built on first use, so start-up does not wait for it. */
  openApiJson: () => string;
  checkHealth: () => Promise<boolean>;
  logger: Logger;
  requestTimeoutMs: number;
  /** A request still unanswered after this long gets 503 SERVICE_UNAVAILABLE. */
  responseTimeoutMs: number;
  /** Requests beyond this many at once get 503 at once instead of queueing without bound. */
  maxInFlight: number;
  /** The dashboard under /dashboard/ and the API reference under /docs/. */
  handleWebPage: WebPageHandler;
  /** Shared with the shutdown, which waits for it to empty before closing the database. */
  inFlight: InFlightRequests;
  /** Set on every answer before any route writes it (see every-response-headers.ts). */
  everyResponseHeaders: Record<string, string>;
  /** Told of every answered request (request.answered). */
  observer: Observer;
}

type Routes = ApiServerParts & { own: ReturnType<typeof ownResources> };

/**
 * The process's HTTP surface: the API, its OpenAPI document, a health check, `/` and the favicon,
 * the dashboard and the reference pages; one log line per request.
 */
export function createApiServer(parts: ApiServerParts): Server {
  const routes: Routes = { ...parts, own: ownResources(parts) };
  const server = createServer((req, res) => {
    void handleRequest(routes, req, res);
  });
  server.on("clientError", answerUnparsableRequest(parts.logger, parts.everyResponseHeaders));
  server.requestTimeout = parts.requestTimeoutMs;
  return server;
}

async function handleRequest(parts: Routes, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const startedAt = performance.now();
  const requestId = chooseRequestId(req.headers["x-request-id"]);
  res.setHeader(HEADER.requestId, requestId);
  for (const [name, value] of Object.entries(parts.everyResponseHeaders)) res.setHeader(name, value);
  let outcome: RestOutcome;
  if (parts.inFlight.count >= parts.maxInFlight) {
    outcome = sendUnavailable(res, requestId, "The server is at capacity; retry shortly");
  } else {
    parts.inFlight.enter(res);
    // However long the database takes, the caller gets an answer by the deadline.
    const deadline = setTimeout(
      () => sendUnavailable(res, requestId, "The request took too long; retry shortly"),
      parts.responseTimeoutMs,
    );
    try {
      outcome = await route(parts, req, res, requestId);
    } catch (error) {
      outcome = { status: 500, unexpectedError: error };
      sendError(res, errorResponseFor("INTERNAL_ERROR", "An unexpected error occurred", requestId));
    } finally {
      clearTimeout(deadline);
      parts.inFlight.leave(res);
    }
  }
  const entry = {
    requestId,
    method: req.method,
    path: requestPath(req.url),
    status: outcome.status,
    durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
  };
  // The one point every answer passes: REST, dashboard and the rest. The status is the one sent:
  // a 503 from the response deadline goes out before the late handler's own outcome.
  if (parts.observer.listening) {
    parts.observer.emit({
      type: "request.answered",
      method: entry.method ?? "",
      path: entry.path,
      operationId: outcome.operationId,
      status: res.headersSent ? res.statusCode : outcome.status,
      durationMs: entry.durationMs,
      merchantId: outcome.merchantId,
    });
  }
  if (outcome.unexpectedError !== undefined) parts.logger.error({ ...entry, err: outcome.unexpectedError }, "request failed");
  else parts.logger.info(entry, "request");
}

async function route(parts: Routes, req: IncomingMessage, res: ServerResponse, requestId: string): Promise<RestOutcome> {
  const path = requestPath(req.url);
  const own = parts.own.get(path);
  if (own !== undefined) return answerOwnResource(own, req, res, path, requestId);
  if (path === API_BASE_PATH || path.startsWith(`${API_BASE_PATH}/`)) return parts.handleRest(req, res, requestId);
  if (isDashboardApiPath(path)) return parts.handleDashboard(req, res, requestId);
  const page = parts.handleWebPage(req, res, path);
  if (page !== undefined) return page;
  return sendError(res, errorResponseFor("NOT_FOUND", `No such endpoint: ${req.method} ${path}`, requestId));
}

function sendUnavailable(res: ServerResponse, requestId: string, message: string): RestOutcome {
  const response = errorResponseFor("SERVICE_UNAVAILABLE", message, requestId);
  return sendError(res, { ...response, headers: retryShortlyHeaders() });
}
