import type { ServerResponse } from "node:http";
import { errorResponseFor } from "./error-response.js";
import { sendError, type RestOutcome } from "./send-json.js";

/** The order methods are listed in an Allow header. */
const METHOD_ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/**
 * Every method a resource answers (RFC 9110 section 10.2.1): its own, HEAD wherever it has GET
 * (the GET's answer without the body, 9.3.2) and OPTIONS, which every resource answers (9.3.7).
 *
 * @example
 * allowedMethods(["POST", "GET"]) // ["GET", "HEAD", "POST", "OPTIONS"]
 */
export function allowedMethods(ownMethods: readonly string[]): string[] {
  const methods = new Set(ownMethods);
  if (methods.has("GET")) methods.add("HEAD");
  methods.add("OPTIONS");
  return METHOD_ORDER.filter((method) => methods.has(method));
}

/**
 * OPTIONS: 204 with Allow and nothing else. No Access-Control-* header: the API is called by
 * merchants' servers, never by browsers on other origins, so a CORS preflight is refused.
 */
export function sendAllowedMethods(res: ServerResponse, allowed: readonly string[]): RestOutcome {
  if (!res.headersSent) res.writeHead(204, { Allow: allowed.join(", ") }).end();
  return { status: 204 };
}

/** A method the resource does not answer: 405 METHOD_NOT_ALLOWED with Allow (RFC 9110 section 15.5.6). */
export function sendMethodNotAllowed(
  res: ServerResponse,
  request: { method: string | undefined; path: string },
  allowed: readonly string[],
  requestId: string,
): RestOutcome {
  const response = errorResponseFor(
    "METHOD_NOT_ALLOWED",
    `${request.method} is not allowed on ${request.path}; use ${allowed.join(", ")}`,
    requestId,
  );
  return sendError(res, { ...response, headers: { Allow: allowed.join(", ") } });
}
