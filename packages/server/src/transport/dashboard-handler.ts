import type { IncomingMessage, ServerResponse } from "node:http";
import type { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { incomingMessageToRequest } from "@trpc/server/adapters/node-http";
import { DASHBOARD_TRPC_PATH } from "@reservation-api/contract/dashboard";
import type { ServerDependencies } from "../trpc/context.js";
import type { DashboardContext, DashboardSettings } from "../trpc/dashboard-context.js";
import { dashboardRouter } from "../routers/dashboard/index.js";
import { sendAllowedMethods } from "./allowed-methods.js";
import { dashboardProcedureMethods } from "./dashboard-procedure-methods.js";
import { requestPath } from "./request-path.js";
import type { RestOutcome, RestRequestHandler } from "./send-json.js";

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
    const allowed = dashboardProcedureMethods(requestPath(req.url));
    if (req.method === "OPTIONS" && allowed !== undefined) return sendAllowedMethods(res, allowed);
    const responseHeaders = new Headers();
    const unexpected: TRPCError[] = [];
    const request = incomingMessageToRequest(req, res, { maxBodySize: options.maxBodyBytes });
    const response = await fetchRequestHandler({
      endpoint: DASHBOARD_TRPC_PATH,
      // tRPC answers HEAD with an empty 204 whatever the procedure; as a GET it gets the GET's
      // status and headers (RFC 9110 section 9.3.2), and Node leaves the body out.
      req: req.method === "HEAD" ? new Request(request, { method: "GET" }) : request,
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
    // tRPC's 405 names only the one method of the procedure's kind; Allow lists HEAD and OPTIONS too.
    if (response.status === 405 && allowed !== undefined) responseHeaders.set("allow", allowed.join(", "));
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
