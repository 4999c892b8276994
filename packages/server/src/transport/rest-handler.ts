import type { IncomingMessage, ServerResponse } from "node:http";
import type { TRPCError } from "@trpc/server";
import { createOpenApiNodeHttpHandler } from "trpc-to-openapi";
import type { RequestContext, ServerDependencies } from "../trpc/context.js";
import { errorResponseFor, toErrorResponse } from "./error-response.js";
import { appRouter } from "../root.js";
import { allowedMethods, sendAllowedMethods, sendMethodNotAllowed } from "./allowed-methods.js";
import { CapturedResponse } from "./captured-response.js";
import { queryParametersOf } from "./query-parameters.js";
import { readJsonObjectBody } from "./read-json-body.js";
import { requestPath } from "./request-path.js";
import { recordExchange, startRequestLogFacts } from "./request-log-capture.js";
import { createRestRouteTable } from "./rest-routes.js";
import { NOT_MODIFIED, sendError, sendJson, type RestRequestHandler } from "./send-json.js";
import type { RequestLogSink } from "../domain/request-log/captured-request.js";

export interface RestHandlerOptions {
  deps: ServerDependencies;
  /** Larger bodies are refused with 413 PAYLOAD_TOO_LARGE before they are parsed. */
  maxBodyBytes: number;
  /** Receives every answered request that carried a valid key; absent when the request log is off. */
  requestLog?: RequestLogSink | undefined;
}

const METHODS_WITH_BODY = new Set(["POST", "PUT", "PATCH"]);

/**
 * The REST surface: trpc-to-openapi routes each documented method and path to its procedure;
 * this layer reads the body, builds the request context, and turns every failure into the
 * documented error body.
 */
export function createRestHandler(options: RestHandlerOptions): RestRequestHandler {
  const contexts = new WeakMap<IncomingMessage, RequestContext>();
  const failures = new WeakMap<IncomingMessage, TRPCError>();
  const routeToProcedure = createOpenApiNodeHttpHandler<typeof appRouter, IncomingMessage, ServerResponse>({
    router: appRouter,
    createContext: ({ req }) => contexts.get(req) as RequestContext,
    responseMeta: ({ ctx, errors }) =>
      errors.length > 0 || !ctx ? {} : { status: ctx.response.status ?? 200, headers: ctx.response.headers },
    onError: ({ error, req }) => failures.set(req, error),
    maxBodySize: options.maxBodyBytes,
  });
  const methodsAt = createRestRouteTable();

  return async (req, res, requestId) => {
    const path = requestPath(req.url);
    const ownMethods = methodsAt(path);
    if (ownMethods.length > 0 && !ownMethods.includes(routedMethod(req.method))) {
      // Answered before authentication, as an unknown path's 404 is: it tells no more than the
      // OpenAPI document, which is public.
      const allowed = allowedMethods(ownMethods);
      if (req.method === "OPTIONS") return sendAllowedMethods(res, allowed);
      return sendMethodNotAllowed(res, { method: req.method, path }, allowed, requestId);
    }
    const context: RequestContext = {
      deps: options.deps,
      requestId,
      header: (name) => firstHeaderValue(req.headers[name]),
      bodyProblem: undefined,
      response: { headers: {} },
      requestLog: startRequestLogFacts(options.deps.now),
    };
    if (METHODS_WITH_BODY.has(req.method ?? "")) {
      const body = await readJsonObjectBody(req, options.maxBodyBytes);
      if (body.kind === "too-large") {
        res.setHeader("Connection", "close");
        return sendError(
          res,
          errorResponseFor("PAYLOAD_TOO_LARGE", `The body may be at most ${options.maxBodyBytes} bytes`, requestId),
        );
      }
      context.requestLog.requestBody = body.text;
      const request = req as IncomingMessage & { body: Record<string, unknown> };
      request.body = body.kind === "object" ? body.value : {};
      // A problem with the body is reported by the procedure, once the caller is known.
      if (body.kind === "unreadable") context.bodyProblem = body.problem;
      // The body has been read and judged here. The router would judge the Content-Type again,
      // case-sensitively and before authentication, and answer `Application/JSON` with a 500.
      req.headers["content-type"] = "application/json";
    }
    (req as IncomingMessage & { query: Record<string, string[]> }).query = queryParametersOf(req.url ?? "");
    contexts.set(req, context);

    const captured = new CapturedResponse();
    res.once("close", () => captured.emit("close"));
    let routed = true;
    const askedMethod = req.method;
    // HEAD is routed as the GET it mirrors, so it is authenticated, rate-limited and request-logged
    // alike; Node leaves the body out. The method is put back for the logs, which tell the truth.
    req.method = routedMethod(askedMethod);
    try {
      await routeToProcedure(req, captured as unknown as ServerResponse, () => {
        routed = false;
      });
    } finally {
      req.method = askedMethod;
    }
    if (!routed) {
      return sendError(res, errorResponseFor("NOT_FOUND", `No such endpoint: ${req.method} ${path}`, requestId));
    }
    const failure = failures.get(req);
    if (failure) {
      const response = toErrorResponse(failure, requestId);
      // Headers set before the failure (the rate-limit budget) still describe this request.
      const headers = { ...context.response.headers, ...response.headers };
      sendError(res, { ...response, headers });
      recordExchange(options.requestLog, req, res, context, {
        status: response.status,
        headers,
        body: response.body,
        errorCode: response.body.code,
      });
      const { operation, caller } = context.requestLog;
      return {
        status: response.status,
        unexpectedError: response.unexpected ? (failure.cause ?? failure) : undefined,
        operationId: operation,
        merchantId: caller?.merchantId,
      };
    }
    // A 304 is sent and logged without the body the procedure returned.
    const body = captured.statusCode === NOT_MODIFIED ? "" : (captured.body ?? "");
    sendJson(res, captured.statusCode, captured.headers, body);
    recordExchange(options.requestLog, req, res, context, {
      status: captured.statusCode,
      headers: captured.headers,
      body,
      errorCode: null,
    });
    return {
      status: captured.statusCode,
      operationId: context.requestLog.operation,
      merchantId: context.requestLog.caller?.merchantId,
    };
  };
}

/** The method a request is routed by: HEAD is answered as GET (RFC 9110 section 9.3.2). */
function routedMethod(method: string | undefined): string {
  return method === "HEAD" ? "GET" : (method ?? "");
}

function firstHeaderValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
