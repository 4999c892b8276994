import type { IncomingMessage, ServerResponse } from "node:http";
import type { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { incomingMessageToRequest } from "@trpc/server/adapters/node-http";
import { DASHBOARD_TRPC_PATH } from "@reservation-api/contract/dashboard";
import type { ServerDependencies } from "../context.js";
import type { DashboardContext, DashboardSettings } from "../dashboard-context.js";
import { dashboardRouter } from "../routers/dashboard/index.js";
import type { RestOutcome, RestRequestHandler } from "./rest-handler.js";

export interface DashboardHandlerOptions {
  deps: ServerDependencies;
  settings: DashboardSettings;
  maxBodyBytes: number;
}

/**
 * The dashboard's tRPC endpoint (batched calls over HTTP at /dashboard/trpc). The answer is
 * built in full first and written only if the response deadline has not answered already; a
 * failure the client was not meant to see is handed back for the access log, never sent.
 */
export function createDashboardHandler(options: DashboardHandlerOptions): RestRequestHandler {
  return async (req, res, requestId) => {
    const responseHeaders = new Headers();
    const unexpected: TRPCError[] = [];
    const response = await fetchRequestHandler({
      endpoint: DASHBOARD_TRPC_PATH,
      req: incomingMessageToRequest(req, res, { maxBodySize: options.maxBodyBytes }),
      router: dashboardRouter,
      // One request is one call: a batch would let one request carry hundreds of password
      // checks (or any other work) at once. The web app sends calls one by one (httpLink).
      allowBatching: false,
      createContext: () => contextFor(options, req, requestId, responseHeaders),
      onError: ({ error }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") unexpected.push(error);
      },
    });
    for (const [name, value] of response.headers) if (name !== "set-cookie") responseHeaders.set(name, value);
    for (const cookie of response.headers.getSetCookie()) responseHeaders.append("set-cookie", cookie);
    const body = await response.text();
    writeAnswer(res, response.status, responseHeaders, body);
    const outcome: RestOutcome = { status: response.status };
    const [first] = unexpected;
    return first ? { ...outcome, unexpectedError: first.cause ?? first } : outcome;
  };
}

function contextFor(
  options: DashboardHandlerOptions,
  req: IncomingMessage,
  requestId: string,
  responseHeaders: Headers,
): DashboardContext {
  return {
    deps: options.deps,
    settings: options.settings,
    requestId,
    header: (name) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value[0] : value;
    },
    clientAddress: req.socket.remoteAddress ?? "unknown",
    setHeader: (name, value) => {
      if (name.toLowerCase() === "set-cookie") responseHeaders.append(name, value);
      else responseHeaders.set(name, value);
    },
  };
}

function writeAnswer(res: ServerResponse, status: number, headers: Headers, body: string): void {
  // A request that outlived the server's response deadline has had its 503 already.
  if (res.headersSent) return;
  res.statusCode = status;
  for (const [name, value] of headers) if (name !== "set-cookie") res.setHeader(name, value);
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  // Answers about sessions and keys are never stored by a cache.
  res.setHeader("Cache-Control", "no-store");
  res.end(body);
}
