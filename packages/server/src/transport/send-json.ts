import type { IncomingMessage, ServerResponse } from "node:http";
import type { ErrorResponse } from "./error-response.js";

/** What happened, for the access log. */
export interface RestOutcome {
  status: number;
  /** The error behind a 500, to be logged; never sent to the client. */
  unexpectedError?: unknown;
  /** The REST endpoint that answered, for the observer's request.answered. */
  operationId?: string | undefined;
  /** The merchant of the valid key the request carried. */
  merchantId?: string | undefined;
}

export type RestRequestHandler = (req: IncomingMessage, res: ServerResponse, requestId: string) => Promise<RestOutcome>;

/** The answer to a read whose If-None-Match names the current ETag. */
export const NOT_MODIFIED = 304;

export function sendError(res: ServerResponse, response: ErrorResponse): RestOutcome {
  sendJson(res, response.status, response.headers, JSON.stringify(response.body));
  return { status: response.status };
}

/**
 * Writes a JSON answer unless one was already sent: a request that outlived the server's
 * response deadline has had its 503, and its late result must not be written over it. To a
 * HEAD request Node writes the same status and headers and leaves the body out.
 */
export function sendJson(res: ServerResponse, status: number, headers: Record<string, string>, json: string): void {
  if (res.headersSent) return;
  if (status === NOT_MODIFIED) {
    // A 304 has no body (RFC 9110, 15.4.5), so nothing to describe with a Content-Type.
    res.writeHead(status, headers);
    res.end();
    return;
  }
  res.writeHead(status, { ...headers, "Content-Type": "application/json; charset=utf-8" });
  res.end(json);
}
