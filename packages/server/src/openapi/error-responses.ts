import { AUTH_REALM, ERROR_HTTP_STATUS, HEADER, type ErrorCode } from "@reservation-api/contract";
import type { OperationId } from "./operation-ids.js";
import { errorExamples } from "./error-examples.js";

const CODES_WITH_RETRY_AFTER = new Set<ErrorCode>(["IDEMPOTENCY_CONFLICT", "RATE_LIMITED", "SERVICE_UNAVAILABLE"]);

export const ERROR_BODY_SCHEMA_NAME = "ErrorBody";

export const REQUEST_ID_HEADER = {
  description:
    "Identifies this request in logs; echoes a caller-supplied X-Request-Id when it is a sane token that is not shaped like an API key.",
  schema: { type: "string" },
};

const RETRY_AFTER_HEADER = { description: "Seconds to wait before trying again.", schema: { type: "integer" } };

const WWW_AUTHENTICATE_HEADER = {
  description: `\`Bearer realm="${AUTH_REALM}"\`, with \`error="invalid_token"\` when a key was sent (RFC 6750).`,
  schema: { type: "string" },
};

/** The error codes one operation answers with, grouped by HTTP status (ascending). */
export function codesByStatus(codes: readonly ErrorCode[]): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = ERROR_HTTP_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

/**
 * One component schema per distinct (status, codes) pair: the common error body with `code`
 * narrowed to the codes that status can carry, so a generated client never types a 401's code
 * as CAPACITY_EXCEEDED. The codes most operations share for a status are `Error403`; an
 * operation that differs has its own, `CreateBookingError403`.
 */
export function narrowedErrorSchemas(table: Readonly<Record<OperationId, readonly ErrorCode[]>>): {
  schemas: Record<string, unknown>;
  schemaName: (operationId: OperationId, status: number) => string;
} {
  const usesBySet = new Map<number, Map<string, number>>();
  for (const codes of Object.values(table)) {
    for (const [status, statusCodes] of codesByStatus(codes)) {
      const uses = usesBySet.get(status) ?? new Map<string, number>();
      uses.set(statusCodes.join(","), (uses.get(statusCodes.join(",")) ?? 0) + 1);
      usesBySet.set(status, uses);
    }
  }
  const commonSet = (status: number) => [...(usesBySet.get(status) ?? [])].sort(([, a], [, b]) => b - a)[0]?.[0];
  const schemaName = (operationId: OperationId, status: number) => {
    const own = codesByStatus(table[operationId]).get(status)?.join(",");
    return own === commonSet(status)
      ? `Error${status}`
      : `${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}Error${status}`;
  };
  const schemas: Record<string, unknown> = {};
  for (const [operationId, codes] of Object.entries(table) as [OperationId, readonly ErrorCode[]][]) {
    for (const [status, statusCodes] of codesByStatus(codes)) {
      schemas[schemaName(operationId, status)] = {
        description: `The error body of a ${status} answer: \`code\` is ${statusCodes.join(" or ")}.`,
        allOf: [{ $ref: `#/components/schemas/${ERROR_BODY_SCHEMA_NAME}` }],
        type: "object",
        required: ["code"],
        properties: { code: { type: "string", enum: statusCodes } },
      };
    }
  }
  return { schemas, schemaName };
}

/** The documented error responses of one operation, each pointing at its narrowed schema, with one example per code. */
export function errorResponses(codes: readonly ErrorCode[], schemaFor: (status: number) => string): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const [status, statusCodes] of codesByStatus(codes)) {
    const headers: Record<string, unknown> = { [HEADER.requestId]: REQUEST_ID_HEADER };
    if (statusCodes.some((code) => CODES_WITH_RETRY_AFTER.has(code))) headers[HEADER.retryAfter] = RETRY_AFTER_HEADER;
    if (statusCodes.includes("INVALID_API_KEY")) headers[HEADER.wwwAuthenticate] = WWW_AUTHENTICATE_HEADER;
    responses[String(status)] = {
      description: `\`code\` is one of: ${statusCodes.join(", ")}.`,
      headers,
      content: {
        "application/json": {
          schema: { $ref: `#/components/schemas/${schemaFor(status)}` },
          examples: errorExamples(statusCodes),
        },
      },
    };
  }
  return responses;
}
