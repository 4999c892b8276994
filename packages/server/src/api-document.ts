import { HEADER, errorBodySchema } from "@reservation-api/contract";
import { generateOpenApiDocument } from "trpc-to-openapi";
import { createBodyVariants } from "./openapi/create-body-variants.js";
import { ERROR_BODY_SCHEMA_NAME, REQUEST_ID_HEADER, errorResponses, narrowedErrorSchemas } from "./openapi/error-responses.js";
import { OPERATION_ERRORS } from "./openapi/operation-errors.js";
import { appRouter } from "./root.js";
import type { OperationId } from "./openapi/operation-ids.js";
import { SUCCESS_EXAMPLES } from "./openapi/success-examples.js";
import { toJsonSchema, withoutSafeIntegerBounds } from "./openapi/to-json-schema.js";
import { webhookDocumentation } from "./openapi/webhook-documentation.js";

export type ApiDocument = ReturnType<typeof generateOpenApiDocument>;

type Operation = Record<string, unknown> & { operationId?: string; responses?: Record<string, unknown> };
type Media = { schema?: Record<string, unknown>; examples?: unknown };

/**
 * Relative, so the document points at whichever origin served it: "Try it" on /docs calls the
 * address the page was opened at (localhost, 127.0.0.1, a public host), never another origin
 * that the page's Content-Security-Policy and CORS would refuse.
 */
const SERVERS = [{ url: "/", description: "The server this document was fetched from" }];

/** The SDK's licence (packages/sdk/LICENSE): the document and the SDK are published together. */
const LICENSE = { name: "MIT", identifier: "MIT" };

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

/** The operations that answer one booking's version in an `ETag` header. */
const VERSIONED_OPERATIONS = new Set<OperationId>(["getBooking", "updateBooking"]);

const ETAG_HEADER = {
  description:
    "The booking's version, a strong validator that changes with every change to it, its status included. Send it as `If-Match` on a change, or as `If-None-Match` on a read.",
  schema: { type: "string" },
};

/** trpc-to-openapi's own error schemas, in a shape this API never sends; nothing refers to them once corrected. */
const LIBRARY_ERROR_SCHEMA_PREFIX = "error.";

/**
 * The OpenAPI 3.1 document of the API. trpc-to-openapi derives paths, parameters and schemas
 * from the procedures; the corrections below make it tell the truth about what the transport
 * adds: 201 on create, the real error body narrowed per status, and the response headers.
 */
export function generateApiDocument(options: { version: string }): ApiDocument {
  const document = generateOpenApiDocument(appRouter, {
    title: "External Reservation API",
    version: options.version,
    baseUrl: "/",
    description: [
      "Lets a restaurant merchant's own systems check availability, list bookings, create bookings idempotently, read and change a pending booking, and change a booking's status.",
      `Every request carries \`${HEADER.authorization}: Bearer <API_KEY>\` and \`${HEADER.merchantId}\`. Authentication and entitlement errors come before any other.`,
      `To try an operation on this page: press **Authorize** and paste the API key alone (the page adds \`Bearer \`); then open the operation, press **Try it out**, fill \`${HEADER.merchantId}\` with the merchant id shown beside the key on the dashboard's API access page, and **Execute**. The call goes to the server this page came from.`,
      "Booking events can be pushed to the merchant's HTTPS endpoints as signed webhooks (see `webhooks`).",
      "Every error has the body `{code, message, requestId, errors?, alternatives?, existingBooking?}`; `errors` lists field problems for VALIDATION_ERROR. Absent optional values are `null`, never omitted. Timestamps are ISO 8601 UTC with milliseconds.",
      "A method a documented path does not have is answered 405 METHOD_NOT_ALLOWED with `Allow`, before authentication. HEAD works wherever GET does (same status and headers, no body; it counts against the rate limit). OPTIONS answers 204 with `Allow`; there is no CORS: the API is for servers, not for browsers on other origins.",
    ].join("\n\n"),
    securitySchemes: {
      bearerAuth: {
        type: "http",
        scheme: "bearer",
        description: `The merchant's API key (\`rsv_live_...\`), sent as \`${HEADER.authorization}: Bearer <API_KEY>\`. Every operation also needs the \`${HEADER.merchantId}\` header.`,
      },
    },
  });
  document.servers = SERVERS;
  document.info.license = LICENSE;
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
      [ERROR_BODY_SCHEMA_NAME]: toJsonSchema(errorBodySchema),
      ...(errors.schemas as Record<string, never>),
    },
  };
  (document as { webhooks?: unknown }).webhooks = webhooks;
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(pathItem as Record<string, Operation>)) {
      const operationId = operation.operationId as OperationId;
      correctRequestBody(operation, document.components.schemas as Record<string, unknown>);
      correctResponses(
        operation,
        errorResponses(OPERATION_ERRORS[operationId], (status) => errors.schemaName(operationId, status)),
      );
    }
  }
  withoutSafeIntegerBounds(document);
  return document;
}

/**
 * trpc-to-openapi rebuilds a refined body schema as a plain object, losing what the contract
 * says: every body schema of the contract is strict (unknown fields are refused), and a create
 * needs at least one contact field (documented as one closed variant per contact field).
 */
function correctRequestBody(operation: Operation, schemas: Record<string, unknown>): void {
  const content = (operation.requestBody as { content?: Record<string, Media> } | undefined)?.content;
  const examples = SUCCESS_EXAMPLES[operation.operationId as OperationId].request;
  for (const media of Object.values(content ?? {})) {
    if (!media.schema) continue;
    media.schema.additionalProperties = false;
    if (examples) media.examples = examples;
    if (operation.operationId === ("updateBooking" satisfies OperationId)) {
      // The contract names `status` only to refuse it with a pointer to the status path; the
      // document refuses it through `additionalProperties: false` like any unknown field.
      delete (media.schema.properties as Record<string, unknown> | undefined)?.status;
      media.schema.minProperties = 1;
    }
    if (operation.operationId === ("createBooking" satisfies OperationId)) {
      const variants = createBodyVariants(media.schema);
      media.schema = variants.schema;
      Object.assign(schemas, variants.components);
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
  const versioned = VERSIONED_OPERATIONS.has(operation.operationId as OperationId);
  if (versioned) successHeaders[HEADER.etag] = ETAG_HEADER;
  const content = success.content as Record<string, Media> | undefined;
  for (const media of Object.values(content ?? {}))
    media.examples = SUCCESS_EXAMPLES[operation.operationId as OperationId].response;
  const notModified =
    operation.operationId === ("getBooking" satisfies OperationId)
      ? {
          "304": {
            description: `Not modified: \`${HEADER.ifNoneMatch}\` names the booking's current ETag. No body.`,
            headers: { [HEADER.etag]: ETAG_HEADER, [HEADER.requestId]: REQUEST_ID_HEADER, ...RATE_LIMIT_HEADERS },
          },
        }
      : {};
  operation.responses = {
    [successStatus]: { ...success, headers: successHeaders },
    ...notModified,
    ...errorResponsesOfOperation,
  };
}
