import { CONTACT_FIELDS, HEADER, errorBodySchema } from "@reservation-api/contract";
import { generateOpenApiDocument } from "trpc-to-openapi";
import { z } from "zod";
import { ERROR_BODY_SCHEMA_NAME, REQUEST_ID_HEADER, errorResponses, narrowedErrorSchemas } from "./openapi/error-responses.js";
import { OPERATION_ERRORS } from "./openapi/operation-errors.js";
import { appRouter } from "./root.js";
import type { OperationId } from "./routers/operation-ids.js";
import { webhookDocumentation } from "./openapi/webhook-documentation.js";

export type ApiDocument = ReturnType<typeof generateOpenApiDocument>;

type Operation = Record<string, unknown> & { operationId?: string; responses?: Record<string, unknown> };

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

/** trpc-to-openapi's own error schemas, in a shape this API never sends; nothing refers to them once corrected. */
const LIBRARY_ERROR_SCHEMA_PREFIX = "error.";

/**
 * The OpenAPI 3.1 document of the API. trpc-to-openapi derives paths, parameters and schemas
 * from the procedures; the corrections below make it tell the truth about what the transport
 * adds: 201 on create, the real error body narrowed per status, and the response headers.
 */
export function generateApiDocument(options: { baseUrl: string; version: string }): ApiDocument {
  const document = generateOpenApiDocument(appRouter, {
    title: "External Reservation API",
    version: options.version,
    baseUrl: options.baseUrl,
    description: [
      "Lets a restaurant merchant's own systems check availability, list bookings, create bookings idempotently and change a booking's status.",
      `Every request carries \`${HEADER.authorization}: Bearer <API_KEY>\` and \`${HEADER.merchantId}\`. Authentication and entitlement errors come before any other.`,
      "Booking events can be pushed to the merchant's HTTPS endpoints as signed webhooks (see `webhooks`).",
      "Every error has the body `{code, message, requestId, errors?, alternatives?, existingBooking?}`; `errors` lists field problems for VALIDATION_ERROR. Absent optional values are `null`, never omitted. Timestamps are ISO 8601 UTC with milliseconds.",
      "A method a documented path does not have is answered 405 METHOD_NOT_ALLOWED with `Allow`, before authentication. HEAD works wherever GET does (same status and headers, no body; it counts against the rate limit). OPTIONS answers 204 with `Allow`; there is no CORS: the API is for servers, not for browsers on other origins.",
    ].join("\n\n"),
    securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", description: "The merchant's API key." } },
  });
  const errors = narrowedErrorSchemas(OPERATION_ERRORS);
  const { webhooks, schemas: eventSchemas } = webhookDocumentation();
  const generated = Object.entries(document.components?.schemas ?? {}).filter(
    ([name]) => !name.startsWith(LIBRARY_ERROR_SCHEMA_PREFIX),
  );
  document.components = {
    ...document.components,
    schemas: {
      ...(eventSchemas as Record<string, never>),
      ...Object.fromEntries(generated),
      [ERROR_BODY_SCHEMA_NAME]: errorBodyJsonSchema() as never,
      ...(errors.schemas as Record<string, never>),
    },
  };
  (document as { webhooks?: unknown }).webhooks = webhooks;
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(pathItem as Record<string, Operation>)) {
      const operationId = operation.operationId as OperationId;
      correctRequestBody(operation);
      correctResponses(
        operation,
        errorResponses(OPERATION_ERRORS[operationId], (status) => errors.schemaName(operationId, status)),
      );
    }
  }
  return document;
}

/** OpenAPI 3.1 speaks JSON Schema 2020-12, so zod's own conversion fits once `$schema` is dropped. */
function errorBodyJsonSchema(): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(errorBodySchema, { target: "draft-2020-12" });
  return schema;
}

/**
 * trpc-to-openapi rebuilds a refined body schema as a plain object, losing what the contract
 * says: every body schema of the contract is strict (unknown fields are refused), and a create
 * needs at least one contact field.
 */
function correctRequestBody(operation: Operation): void {
  const content = (operation.requestBody as { content?: Record<string, { schema?: Record<string, unknown> }> } | undefined)
    ?.content;
  for (const media of Object.values(content ?? {})) {
    if (!media.schema) continue;
    media.schema.additionalProperties = false;
    if (operation.operationId === ("createBooking" satisfies OperationId)) {
      media.schema.anyOf = CONTACT_FIELDS.map((field) => ({ required: [field] }));
    }
  }
}

function correctResponses(operation: Operation, errorResponsesOfOperation: Record<string, unknown>): void {
  const success = (operation.responses?.["200"] ?? {}) as Record<string, unknown>;
  const successStatus = operation.operationId === "createBooking" ? "201" : "200";
  const successHeaders: Record<string, unknown> = { [HEADER.requestId]: REQUEST_ID_HEADER, ...RATE_LIMIT_HEADERS };
  if (successStatus === "201") {
    successHeaders[HEADER.idempotentReplayed] = {
      description: "`true` when this is the stored response of an earlier request with the same key and body.",
      schema: { type: "string", enum: ["true"] },
    };
  }
  operation.responses = { [successStatus]: { ...success, headers: successHeaders }, ...errorResponsesOfOperation };
}
