import { ERROR_HTTP_STATUS, HEADER, errorBodySchema, type ErrorCode } from "@reservation-api/contract";
import { generateOpenApiDocument } from "trpc-to-openapi";
import { z } from "zod";
import { appRouter } from "../root.js";
import { OPERATION_ERRORS } from "./operation-errors.js";

export type ApiDocument = ReturnType<typeof generateOpenApiDocument>;

type Operation = Record<string, unknown> & { operationId?: string; responses?: Record<string, unknown> };

const CODES_WITH_RETRY_AFTER = new Set<ErrorCode>(["IDEMPOTENCY_CONFLICT", "RATE_LIMITED", "SERVICE_UNAVAILABLE"]);

const RATE_LIMIT_HEADERS = {
  [HEADER.rateLimitPolicy]: {
    description: 'The merchant\'s budget, e.g. `"merchant";q=100;w=5`: a burst of q requests, refilled over w seconds.',
    schema: { type: "string" },
  },
  [HEADER.rateLimit]: {
    description: 'What is left, e.g. `"merchant";r=42;t=3`: r requests now, full again in t seconds.',
    schema: { type: "string" },
  },
};

const ERROR_BODY_REF = { $ref: "#/components/schemas/ErrorBody" };

const REQUEST_ID_HEADER = {
  description: "Identifies this request in logs; echoes a caller-supplied X-Request-Id when it is a sane token.",
  schema: { type: "string" },
};

/**
 * The OpenAPI 3.1 document of the API. trpc-to-openapi derives paths, parameters and schemas
 * from the procedures; the corrections below make it tell the truth about what the transport
 * adds: 201 on create, the real error body and statuses per code, and the response headers.
 */
export function generateApiDocument(options: { baseUrl: string; version: string }): ApiDocument {
  const document = generateOpenApiDocument(appRouter, {
    title: "External Reservation API",
    version: options.version,
    baseUrl: options.baseUrl,
    description: [
      "Lets a restaurant merchant's own systems check availability, list bookings, create bookings idempotently and change a booking's status.",
      `Every request carries \`${HEADER.authorization}: Bearer <API_KEY>\` and \`${HEADER.merchantId}\`. Authentication and entitlement errors come before any other.`,
      "Every error has the body `{code, message, requestId, errors?}`; `errors` lists field problems for VALIDATION_ERROR. Absent optional values are `null`, never omitted. Timestamps are ISO 8601 UTC with milliseconds.",
    ].join("\n\n"),
    securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", description: "The merchant's API key." } },
  });
  document.components ??= {};
  document.components.schemas = {
    ...document.components.schemas,
    ErrorBody: errorBodyJsonSchema() as never,
  };
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(pathItem as Record<string, Operation>)) {
      correctResponses(operation);
    }
  }
  return document;
}

/** OpenAPI 3.1 speaks JSON Schema 2020-12, so zod's own conversion fits once `$schema` is dropped. */
function errorBodyJsonSchema(): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(errorBodySchema, { target: "draft-2020-12" });
  return schema;
}

function correctResponses(operation: Operation): void {
  const success = (operation.responses?.["200"] ?? {}) as Record<string, unknown>;
  const successStatus = operation.operationId === "createBooking" ? "201" : "200";
  const successHeaders: Record<string, unknown> = { [HEADER.requestId]: REQUEST_ID_HEADER, ...RATE_LIMIT_HEADERS };
  if (successStatus === "201") {
    successHeaders[HEADER.idempotentReplayed] = {
      description: "`true` when this is the stored response of an earlier request with the same key and body.",
      schema: { type: "string", enum: ["true"] },
    };
  }
  operation.responses = {
    [successStatus]: { ...success, headers: successHeaders },
    ...errorResponses(OPERATION_ERRORS[operation.operationId ?? ""] ?? []),
  };
}

function errorResponses(codes: ErrorCode[]): Record<string, unknown> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = ERROR_HTTP_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, unknown> = {};
  for (const [status, statusCodes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const headers: Record<string, unknown> = { [HEADER.requestId]: REQUEST_ID_HEADER };
    if (statusCodes.some((code) => CODES_WITH_RETRY_AFTER.has(code))) {
      headers[HEADER.retryAfter] = { description: "Seconds to wait before trying again.", schema: { type: "integer" } };
    }
    responses[String(status)] = {
      description: `\`code\` is one of: ${statusCodes.join(", ")}.`,
      headers,
      content: { "application/json": { schema: ERROR_BODY_REF } },
    };
  }
  return responses;
}
