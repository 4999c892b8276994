import { readFile } from "node:fs/promises";
import { Validator } from "@seriousme/openapi-schema-validator";
import { ERROR_HTTP_STATUS, type ErrorCode } from "@reservation-api/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  arrayAt,
  at,
  type JsonObject,
  objectAt,
  type OpenApiDocument,
  type OpenApiOperation,
  openApiDocumentOf,
  type OpenApiResponse,
  stringAt,
  stringsAt,
} from "./support/openapi-document.js";
import { objectContaining } from "./support/asymmetric-matchers.js";
import { bookingOf } from "./support/response-bodies.js";
import { startTestApi, type TestApi } from "./support/test-api.js";

let api: TestApi;
let raw: unknown;
let document: OpenApiDocument;
beforeAll(async () => {
  api = await startTestApi();
  const response = await api.call("/api/external/v1/openapi.json");
  expect(response.status).toBe(200);
  raw = response.body;
  document = openApiDocumentOf(raw);
});
afterAll(() => api.close());

const OPERATIONS = [
  ["/api/external/v1/availability", "get", "getAvailability", "200"],
  ["/api/external/v1/bookings", "get", "listBookings", "200"],
  ["/api/external/v1/bookings", "post", "createBooking", "201"],
  ["/api/external/v1/bookings/{bookingIdentifier}", "get", "getBooking", "200"],
  ["/api/external/v1/bookings/{bookingIdentifier}", "patch", "updateBooking", "200"],
  ["/api/external/v1/bookings/{bookingIdentifier}/status", "patch", "updateBookingStatus", "200"],
] as const;

const ONE_BOOKING = "/api/external/v1/bookings/{bookingIdentifier}";

const operation = (path: string, method: string): OpenApiOperation => {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`no operation ${method} ${path}`);
  return found;
};

const parametersOf = (documented: OpenApiOperation) => documented.parameters ?? [];

function parameter(documented: OpenApiOperation, name: string) {
  const found = parametersOf(documented).find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no parameter ${name}`);
  return found;
}

const jsonBody = (documented: OpenApiOperation) => objectAt(documented.requestBody, "content", "application/json");
const jsonExamples = (documented: OpenApiOperation) => Object.values(objectAt(jsonBody(documented), "examples"));
const response = (documented: OpenApiOperation, status: string): OpenApiResponse => {
  const found = documented.responses[status];
  if (!found) throw new Error(`no response ${status}`);
  return found;
};
const schemaNamed = (name: string) => objectAt(document.components.schemas, name);

function resolve(ref: string): JsonObject {
  return objectAt(raw, ...ref.split("/").slice(1));
}

/** The create body's variants, one per contact field, each a complete closed object. */
function createVariants(): JsonObject[] {
  const body = objectAt(jsonBody(operation("/api/external/v1/bookings", "post")), "schema");
  return arrayAt(body, "anyOf").map((variant) => resolve(stringAt(variant, "$ref")));
}

function listedCodes(response: { description: string }): ErrorCode[] {
  return (response.description.match(/[A-Z_]{5,}/g) ?? []) as ErrorCode[];
}

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(objectAt(raw));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("documents exactly the six operations at their paths", () => {
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(OPERATIONS.map(([path, method]) => `${method.toUpperCase()} ${path}`).sort());
  });

  it.each(OPERATIONS)("gives %s %s (%s) its real success status %s", (path, method, operationId, success) => {
    const documented = operation(path, method);
    expect(documented.operationId).toBe(operationId);
    expect(Object.keys(documented.responses).filter((status) => status.startsWith("2"))).toEqual([success]);
  });

  it("gives every error response a schema of the common ErrorBody with code narrowed to the codes of its status", () => {
    for (const [path, method] of OPERATIONS) {
      for (const [status, documented] of Object.entries(operation(path, method).responses)) {
        if (status.startsWith("2") || status === "304") continue;
        const narrowed = resolve(stringAt(documented.content, "application/json", "schema", "$ref"));
        expect(narrowed.allOf).toEqual([{ $ref: "#/components/schemas/ErrorBody" }]);
        const codes = listedCodes(documented);
        expect(codes.length).toBeGreaterThan(0);
        expect(at(narrowed, "properties", "code", "enum")).toEqual(codes);
        for (const code of codes) expect(String(ERROR_HTTP_STATUS[code])).toBe(status);
      }
    }
    expect(stringsAt(schemaNamed("ErrorBody"), "required").sort()).toEqual(["code", "message", "requestId"]);
    const unauthorized = response(operation("/api/external/v1/bookings", "post"), "401");
    const unauthorizedBody = resolve(stringAt(unauthorized.content, "application/json", "schema", "$ref"));
    expect(at(unauthorizedBody, "properties", "code", "enum")).toEqual(["INVALID_API_KEY"]);
    expect(unauthorized.headers).toHaveProperty("WWW-Authenticate");
  });

  it("names METHOD_NOT_ALLOWED among the codes of the error body, and says when it is answered", () => {
    expect(stringsAt(schemaNamed("ErrorBody"), "properties", "code", "enum")).toContain("METHOD_NOT_ALLOWED");
    expect(document.info.description).toMatch(/405 METHOD_NOT_ALLOWED with `Allow`/);
  });

  it("keeps only component schemas that an operation or a webhook refers to", () => {
    const referenced = new Set<string>();
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (node === null || typeof node !== "object") return;
      for (const [key, value] of Object.entries(node)) {
        if (key === "$ref" && typeof value === "string" && !referenced.has(value)) {
          referenced.add(value);
          visit(resolve(value));
        } else visit(value);
      }
    };
    visit(document.paths);
    visit(document.webhooks);
    const declared = Object.keys(document.components.schemas).map((name) => `#/components/schemas/${name}`);
    expect(declared.filter((ref) => !referenced.has(ref))).toEqual([]);
    expect(Object.keys(document.components.schemas).filter((name) => name.startsWith("error."))).toEqual([]);
  });

  it("declares the create body as closed object variants, one requiring email and one phone", () => {
    const body = objectAt(jsonBody(operation("/api/external/v1/bookings", "post")), "schema");
    expect(stringAt(body, "description")).toMatch(/email.*phone/);
    const variants = createVariants();
    expect(
      variants.map((variant) => stringsAt(variant, "required").filter((field) => ["email", "phone"].includes(field))),
    ).toEqual([["email"], ["phone"]]);
    for (const variant of variants) {
      expect(variant).toMatchObject({ type: "object", additionalProperties: false });
      expect(stringsAt(variant, "required")).toEqual(
        expect.arrayContaining(["customerName", "partySize", "localDate", "localTime"]),
      );
      expect(Object.keys(objectAt(variant, "properties")).sort()).toEqual(
        ["customerName", "email", "localDate", "localTime", "notes", "occasionNote", "occasionType", "partySize", "phone"].sort(),
      );
    }
  });

  it("points at the origin it was fetched from, so /docs calls the address it was opened at", () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: "/" })]);
    expect(document.info.description).toMatch(/Authorize.*X-Merchant-Id/s);
  });

  it("carries the SDK's licence", async () => {
    const sdk = z
      .object({ license: z.string() })
      .parse(JSON.parse(await readFile(new URL("../../../packages/sdk/package.json", import.meta.url), "utf8")));
    const licenceText = await readFile(new URL("../../../packages/sdk/LICENSE", import.meta.url), "utf8");
    expect(document.info.license).toEqual({ name: sdk.license, identifier: sdk.license });
    expect(licenceText).toMatch(new RegExp(`^${sdk.license} License`));
  });

  it("gives integers their real bounds or none, never zod's safe-integer bounds", () => {
    expect(JSON.stringify(raw)).not.toMatch(/9007199254740991/);
    const schemas = document.components.schemas;
    expect(objectAt(schemas, "AvailabilityResult", "properties", "minPartySize")).toMatchObject({ type: "integer", minimum: 1 });
    expect(objectAt(schemas, "AvailabilityResult", "properties", "maxPartySize")).toMatchObject({ type: "integer", minimum: 1 });
    expect(objectAt(schemas, "Booking", "properties", "partySize")).toMatchObject({ type: "integer", minimum: 1 });
    expect(objectAt(schemas, "BookingList", "properties", "pagination", "properties", "limit")).toMatchObject({
      minimum: 1,
      maximum: 200,
    });
    for (const variant of createVariants()) {
      expect(objectAt(variant, "properties", "partySize")).toEqual(expect.objectContaining({ minimum: 1 }));
    }
  });

  it("bounds every date parameter to the years 1900-2999 in its pattern, leap days included", () => {
    const dateSchemas = [
      ...OPERATIONS.flatMap(([path, method]) =>
        parametersOf(operation(path, method))
          .filter((documented) => documented.schema.format === "date")
          .map((documented) => documented.schema),
      ),
      ...createVariants().map((variant) => objectAt(variant, "properties", "localDate")),
      objectAt(schemaNamed("ErrorBody"), "properties", "alternatives", "items", "properties", "localDate"),
    ];
    expect(dateSchemas).toHaveLength(6);
    for (const schema of dateSchemas) {
      const pattern = new RegExp(stringAt(schema, "pattern"), "u");
      for (const accepted of ["1900-01-01", "2024-02-29", "2000-02-29", "2999-12-31"]) expect(accepted).toMatch(pattern);
      for (const refused of ["9804-02-29", "1899-12-31", "3000-01-01", "0000-01-01", "1900-02-29", "2026-02-30"]) {
        expect(refused).not.toMatch(pattern);
      }
    }
  });

  it("gives the status filter a pattern that accepts what the server accepts and refuses what it refuses", async () => {
    const status = parameter(operation("/api/external/v1/bookings", "get"), "status");
    const pattern = new RegExp(stringAt(status.schema, "pattern"), "u");
    const merchant = await api.seedMerchant();
    for (const value of [
      "pending",
      "pending,checked-in",
      "cancelled, no-show",
      "no-show,pending,no-show",
      "pending,bogus",
      "pending,",
      "Pending",
    ]) {
      const response = await api.call(
        `/api/external/v1/bookings?startDate=2026-06-01&endDate=2026-06-02&status=${encodeURIComponent(value)}`,
        {
          headers: merchant.headers,
        },
      );
      expect({ value, matches: pattern.test(value) }).toEqual({ value, matches: response.status === 200 });
    }
  });

  it("describes the rules a schema cannot express on their parameters", () => {
    const list = operation("/api/external/v1/bookings", "get");
    expect(parameter(list, "endDate").description).toMatch(/startDate.*366 days/);
    const availability = operation("/api/external/v1/availability", "get");
    expect(parameter(availability, "partySize").description).toMatch(/minPartySize/);
    const body = createVariants()[0];
    expect(stringAt(body, "properties", "partySize", "description")).toMatch(/minPartySize/);
    expect(stringAt(body, "properties", "notes", "description")).toMatch(/specialNotes/);
    for (const field of ["customerName", "notes", "occasionNote"]) {
      expect(stringAt(body, "properties", field, "description"), field).toMatch(
        /no control characters and no invisible formatting or text-direction/,
      );
    }
  });

  it("has examples that, sent as a request, the server accepts", async () => {
    api.clock.set("2026-04-20T09:00:00.000Z");
    const merchant = await api.seedMerchant();
    const exampleQuery = (path: string, method: string) =>
      parametersOf(operation(path, method))
        .filter((documented) => documented.in === "query" && documented.schema.example !== undefined)
        .map((documented) => `${documented.name}=${encodeURIComponent(String(documented.schema.example))}`)
        .join("&");
    const availability = await api.call(`/api/external/v1/availability?${exampleQuery("/api/external/v1/availability", "get")}`, {
      headers: merchant.headers,
    });
    expect(availability.status).toBe(200);
    const listed = await api.call(`/api/external/v1/bookings?${exampleQuery("/api/external/v1/bookings", "get")}`, {
      headers: merchant.headers,
    });
    expect(listed.status).toBe(200);

    const createExamples = jsonExamples(operation("/api/external/v1/bookings", "post"));
    expect(
      createExamples.map((example) =>
        Object.keys(objectAt(example, "value")).filter((key) => key === "email" || key === "phone"),
      ),
    ).toEqual([["email"], ["phone"]]);
    const createdIds: string[] = [];
    for (const example of createExamples) {
      const created = await api.call("/api/external/v1/bookings", {
        method: "POST",
        headers: { ...merchant.headers, "Idempotency-Key": crypto.randomUUID() },
        body: at(example, "value"),
      });
      expect(created.status, stringAt(example, "summary")).toBe(201);
      createdIds.push(bookingOf(created).id);
    }
    for (const example of jsonExamples(operation(ONE_BOOKING, "patch"))) {
      const changed = await api.call(`/api/external/v1/bookings/${createdIds[0]}`, {
        method: "PATCH",
        headers: merchant.headers,
        body: at(example, "value"),
      });
      expect(changed.status, stringAt(example, "summary")).toBe(200);
    }
    const statusSchema = objectAt(jsonBody(operation("/api/external/v1/bookings/{bookingIdentifier}/status", "patch")), "schema");
    const patched = await api.call(`/api/external/v1/bookings/${createdIds[0]}/status`, {
      method: "PATCH",
      headers: merchant.headers,
      body: { status: at(statusSchema, "properties", "status", "example") },
    });
    expect(patched.status).toBe(200);
    for (const example of jsonExamples(operation("/api/external/v1/bookings/{bookingIdentifier}/status", "patch"))) {
      const again = await api.call(`/api/external/v1/bookings/${createdIds[1]}/status`, {
        method: "PATCH",
        headers: merchant.headers,
        body: at(example, "value"),
      });
      expect(again.status).toBe(200);
    }
  });

  it("documents the ETag of one booking, If-None-Match and its 304 on the read, If-Match on the change", () => {
    const read = operation(ONE_BOOKING, "get");
    const change = operation(ONE_BOOKING, "patch");
    const headerNames = (documented: OpenApiOperation) =>
      parametersOf(documented)
        .filter((candidate) => candidate.in === "header")
        .map((candidate) => candidate.name);
    expect(headerNames(read)).toContain("If-None-Match");
    expect(headerNames(change)).toContain("If-Match");
    expect(response(read, "200").headers).toHaveProperty("ETag");
    expect(response(change, "200").headers).toHaveProperty("ETag");
    expect(response(read, "304").description).toMatch(/If-None-Match/);
    expect(response(read, "304")).not.toHaveProperty("content");
    expect(response(read, "304").headers).toHaveProperty("ETag");
    expect(
      response(operation("/api/external/v1/bookings/{bookingIdentifier}/status", "patch"), "200").headers,
    ).not.toHaveProperty("ETag");
  });

  it("lists each error of the change with an example, and closes its body to unknown fields and status", () => {
    const change = operation(ONE_BOOKING, "patch");
    const codes = Object.values(change.responses).flatMap(listedCodes);
    expect(codes).toEqual(
      expect.arrayContaining([
        "NOT_FOUND",
        "PRECONDITION_FAILED",
        "BOOKING_NOT_MODIFIABLE",
        "RESTAURANT_UNAVAILABLE",
        "ADVANCE_TIME_REQUIRED",
        "CAPACITY_EXCEEDED",
        "VALIDATION_ERROR",
      ]),
    );
    expect(codes).not.toContain("BOOKING_LIMIT_REACHED");
    expect(codes).not.toContain("DUPLICATE_BOOKING");
    for (const [status, documented] of Object.entries(change.responses)) {
      if (status.startsWith("2")) continue;
      const examples = objectAt(documented.content, "application/json", "examples");
      for (const code of listedCodes(documented)) expect(at(examples, code, "value", "code"), `${status} ${code}`).toBe(code);
    }
    expect(Object.values(operation(ONE_BOOKING, "get").responses).flatMap(listedCodes)).toContain("NOT_FOUND");
    const body = objectAt(jsonBody(change), "schema");
    expect(body).toMatchObject({ type: "object", additionalProperties: false, minProperties: 1 });
    expect(Object.keys(objectAt(body, "properties")).sort()).toEqual(
      ["customerName", "email", "localDate", "localTime", "notes", "occasionNote", "occasionType", "partySize", "phone"].sort(),
    );
    expect(arrayAt(body, "properties", "email", "anyOf")).toContainEqual({ type: "null" });
  });

  it("lists the create-only errors on create and NOT_FOUND on the status update", () => {
    const createCodes = Object.values(operation("/api/external/v1/bookings", "post").responses).flatMap(listedCodes);
    expect(createCodes).toEqual(
      expect.arrayContaining([
        "MISSING_IDEMPOTENCY_KEY",
        "CONFLICT",
        "IDEMPOTENCY_CONFLICT",
        "ADVANCE_TIME_REQUIRED",
        "BOOKING_LIMIT_REACHED",
        "CAPACITY_EXCEEDED",
        "RESTAURANT_UNAVAILABLE",
        "DUPLICATE_BOOKING",
      ]),
    );
    const statusCodes = Object.values(
      operation("/api/external/v1/bookings/{bookingIdentifier}/status", "patch").responses,
    ).flatMap(listedCodes);
    expect(statusCodes).toContain("NOT_FOUND");
  });

  it("documents X-Merchant-Id everywhere and Idempotency-Key on create, with bearer security", () => {
    for (const [path, method, operationId] of OPERATIONS) {
      const headers = parametersOf(operation(path, method))
        .filter((candidate) => candidate.in === "header")
        .map((candidate) => `${candidate.name}${candidate.required ? "!" : ""}`);
      expect(headers).toContain("X-Merchant-Id!");
      if (operationId === "createBooking") expect(headers).toContain("Idempotency-Key!");
      else expect(headers).not.toContain("Idempotency-Key!");
      expect(operation(path, method).security).toEqual([{ bearerAuth: [] }]);
    }
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("documents the replay header on create and query integers as integers", () => {
    expect(response(operation("/api/external/v1/bookings", "post"), "201").headers).toHaveProperty("Idempotent-Replayed");
    const limit = parameter(operation("/api/external/v1/bookings", "get"), "limit");
    expect(limit.schema).toMatchObject({ type: "integer", minimum: 1, maximum: 200 });
  });
});

describe("the webhooks section", () => {
  it("asks no API key of a webhook: the API sends it, signed", () => {
    for (const item of Object.values(document.webhooks)) expect(item.post.security).toEqual([]);
  });

  it("documents each event as a signed POST whose body is the contract's event schema", () => {
    expect(Object.keys(document.webhooks).sort()).toEqual([
      "booking.created",
      "booking.status_changed",
      "booking.updated",
      "webhook.test",
    ]);
    const created = objectAt(document.webhooks, "booking.created", "post");
    expect(objectAt(created, "requestBody", "content", "application/json", "schema")).toEqual({
      $ref: "#/components/schemas/BookingCreatedEvent",
    });
    expect(arrayAt(created, "parameters").map((item) => stringAt(item, "name"))).toEqual([
      "webhook-id",
      "webhook-timestamp",
      "webhook-signature",
    ]);
    const changed = schemaNamed("BookingStatusChangedEvent");
    expect(Object.keys(objectAt(changed, "properties", "data", "properties")).sort()).toEqual([
      "booking",
      "previousStatus",
      "status",
    ]);
    const updated = objectAt(schemaNamed("BookingUpdatedEvent"), "properties", "data", "properties");
    expect(updated.changes).toEqual({ $ref: "#/components/schemas/BookingChanges" });
    expect(objectAt(schemaNamed("BookingChanges"), "properties", "partySize", "properties")).toEqual({
      from: objectContaining({ type: "integer" }),
      to: objectContaining({ type: "integer" }),
    });
    expect(JSON.stringify(raw)).not.toContain("#/$defs/");
  });
});
