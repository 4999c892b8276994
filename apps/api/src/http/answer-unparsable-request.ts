import { randomUUID } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { HEADER } from "@reservation-api/contract";
import { fieldValidationError, toErrorResponse } from "@reservation-api/server";
import type { Logger } from "../logger.js";

/**
 * Node's HTTP parser refuses some requests before any handler sees them (a request line or
 * headers over 16 KB, malformed HTTP) and by default answers with a bare status and no body.
 * Callers get the documented error body instead: it is their request that is at fault.
 */
export function answerUnparsableRequest(logger: Logger, everyResponseHeaders: Record<string, string>) {
  return (error: Error & { code?: string }, socket: Duplex): void => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const requestId = randomUUID();
    const problem =
      error.code === "HPE_HEADER_OVERFLOW"
        ? "The request line and headers may be at most 16 KB together"
        : "The request is not well-formed HTTP";
    const response = toErrorResponse(fieldValidationError("request", problem), requestId);
    const json = JSON.stringify(response.body);
    socket.end(
      [
        `HTTP/1.1 ${response.status} ${STATUS_CODES[response.status]}`,
        "Content-Type: application/json; charset=utf-8",
        `Content-Length: ${Buffer.byteLength(json)}`,
        `${HEADER.requestId}: ${requestId}`,
        ...Object.entries(everyResponseHeaders).map(([name, value]) => `${name}: ${value}`),
        "Connection: close",
        "",
        json,
      ].join("\r\n"),
    );
    logger.info({ requestId, status: response.status, parserError: error.code }, "unparsable request");
  };
}
