import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestContext } from "../trpc/context.js";
import type { RequestLogFacts, RequestLogSink } from "../domain/request-log/captured-request.js";
import { pickRequestHeaders, pickResponseHeaders } from "../domain/request-log/logged-headers.js";

/** The request log's notes for a request just taken. */
export function startRequestLogFacts(now: () => Date): RequestLogFacts {
  return { receivedAt: now(), startedAt: performance.now() };
}

export interface SentAnswer {
  status: number;
  headers: Record<string, string>;
  /** The JSON text sent, or the error body object. */
  body: string | object;
  errorCode: string | null;
}

/**
 * Hands an answered request to the request log, if it belongs to a merchant (its key was valid).
 * Called after the answer is written, and does no I/O or serialisation itself.
 */
export function recordExchange(
  sink: RequestLogSink | undefined,
  req: IncomingMessage,
  res: ServerResponse,
  context: RequestContext,
  answer: SentAnswer,
): void {
  const facts = context.requestLog;
  const caller = facts.caller;
  if (sink === undefined || caller === undefined) return;
  // The response deadline may have answered 503 before this request finished; log what was sent.
  const overtaken = res.statusCode !== answer.status;
  // Every property spelled out in one literal, no spread: V8 then builds the entry in one step
  // with a fixed shape, where a spread first made it add the rest one property at a time.
  sink.record({
    merchantId: caller.merchantId,
    keyPrefix: caller.keyPrefix,
    receivedAt: facts.receivedAt,
    method: req.method ?? "GET",
    url: req.url ?? "/",
    operation: facts.operation ?? "unknown",
    status: overtaken ? res.statusCode : answer.status,
    errorCode: overtaken ? "SERVICE_UNAVAILABLE" : answer.errorCode,
    durationMs: performance.now() - facts.startedAt,
    requestId: context.requestId,
    clientAddress: req.socket.remoteAddress ?? null,
    requestHeaders: pickRequestHeaders(req.headers),
    responseHeaders: overtaken ? {} : pickResponseHeaders(answer.headers),
    requestBody: facts.requestBody,
    // A HEAD was answered without a body, so none is logged; the rest is what its GET would log.
    responseBody: overtaken || req.method === "HEAD" ? undefined : answer.body,
  });
}
