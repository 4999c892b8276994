import { readFile } from "node:fs/promises";
import { Validator } from "@seriousme/openapi-schema-validator";
import { ERROR_HTTP_STATUS, type ErrorCode } from "@reservation-api/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./support/test-api.js";

let api: TestApi;
let document: any;
beforeAll(async () => {
  api = await startTestApi();
  const response = await api.call("/api/external/v1/openapi.json");
  expect(response.status).toBe(200);
  document = response.body;
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

const operation = (path: string, method: string) => document.paths[path][method];

function resolve(ref: string): any {
  return ref
    .split("/")
    .slice(1)
    .reduce((node, key) => node[key], document);
}

/** The create body's variants, one per contact field, each a complete closed object. */
function createVariants(): any[] {
  const body = operation("/api/external/v1/bookings", "post").requestBody.content["application/json"].schema;
  return body.anyOf.map((variant: { $ref: string }) => resolve(variant.$ref));
}

function listedCodes(response: { description: string }): ErrorCode[] {
  return (response.description.match(/[A-Z_]{5,}/g) ?? []) as ErrorCode[];
}

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("documents exactly the six operations at their paths", () => {
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item as object).map((method) => `${method.toUpperCase()} ${path}`),
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
      for (const [status, response] of Object.entries<any>(operation(path, method).responses)) {
        if (status.startsWith("2") || status === "304") continue;
        const narrowed = resolve(response.content["application/json"].schema.$ref);
        expect(narrowed.allOf).toEqual([{ $ref: "#/components/schemas/ErrorBody" }]);
        const codes = listedCodes(response);
        expect(codes.length).toBeGreaterThan(0);
        expect(narrowed.properties.code.enum).toEqual(codes);
        for (const code of codes) expect(String(ERROR_HTTP_STATUS[code])).toBe(status);
      }
    }
    expect(document.components.schemas.ErrorBody.required.sort()).toEqual(["code", "message", "requestId"]);
    const unauthorized = operation("/api/external/v1/bookings", "post").responses["401"];
    expect(resolve(unauthorized.content["application/json"].schema.$ref).properties.code.enum).toEqual(["INVALID_API_KEY"]);
    expect(unauthorized.headers).toHaveProperty("WWW-Authenticate");
  });

  it("names METHOD_NOT_ALLOWED among the codes of the error body, and says when it is answered", () => {
    expect(document.components.schemas.ErrorBody.properties.code.enum).toContain("METHOD_NOT_ALLOWED");
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
    const body = operation("/api/external/v1/bookings", "post").requestBody.content["application/json"].schema;
    expect(body.description).toMatch(/email.*phone/);
    const variants = createVariants();
    expect(variants.map((variant) => variant.required.filter((field: string) => ["email", "phone"].includes(field)))).toEqual([
      ["email"],
      ["phone"],
    ]);
    for (const variant of variants) {
      expect(variant).toMatchObject({ type: "object", additionalProperties: false });
      expect(variant.required).toEqual(expect.arrayContaining(["customerName", "partySize", "localDate", "localTime"]));
      expect(Object.keys(variant.properties).sort()).toEqual(
        ["customerName", "email", "localDate", "localTime", "notes", "occasionNote", "occasionType", "partySize", "phone"].sort(),
      );
    }
  });

  it("points at the origin it was fetched from, so /docs calls the address it was opened at", () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: "/" })]);
    expect(document.info.description).toMatch(/Authorize.*X-Merchant-Id/s);
  });

  it("carries the SDK's licence", async () => {
    const sdk = JSON.parse(await readFile(new URL("../../../packages/sdk/package.json", import.meta.url), "utf8"));
    const licenceText = await readFile(new URL("../../../packages/sdk/LICENSE", import.meta.url), "utf8");
    expect(document.info.license).toEqual({ name: sdk.license, identifier: sdk.license });
    expect(licenceText).toMatch(new RegExp(`^${sdk.license} License`));
  });

  it("gives integers their real bounds or none, never zod's safe-integer bounds", () => {
    expect(JSON.stringify(document)).not.toMatch(/9007199254740991/);
    const schemas = document.components.schemas;
    expect(schemas.AvailabilityResult.properties.minPartySize).toMatchObject({ type: "integer", minimum: 1 });
    expect(schemas.AvailabilityResult.properties.maxPartySize).toMatchObject({ type: "integer", minimum: 1 });
    expect(schemas.Booking.properties.partySize).toMatchObject({ type: "integer", minimum: 1 });
    expect(schemas.BookingList.properties.pagination.properties.limit).toMatchObject({ minimum: 1, maximum: 200 });
    for (const variant of createVariants()) expect(variant.properties.partySize).toEqual(expect.objectContaining({ minimum: 1 }));
  });

  it("bounds every date parameter to the years 1900-2999 in its pattern, leap days included", () => {
    const dateSchemas = [
      ...OPERATIONS.flatMap(([path, method]) =>
        (operation(path, method).parameters ?? [])
          .filter((parameter: any) => parameter.schema.format === "date")
          .map((parameter: any) => parameter.schema),
      ),
      ...createVariants().map((variant) => variant.properties.localDate),
      document.components.schemas.ErrorBody.properties.alternatives.items.properties.localDate,
    ];
    expect(dateSchemas).toHaveLength(6);
    for (const schema of dateSchemas) {
      const pattern = new RegExp(schema.pattern, "u");
      for (const accepted of ["1900-01-01", "2024-02-29", "2000-02-29", "2999-12-31"]) expect(accepted).toMatch(pattern);
      for (const refused of ["9804-02-29", "1899-12-31", "3000-01-01", "0000-01-01", "1900-02-29", "2026-02-30"]) {
        expect(refused).not.toMatch(pattern);
      }
    }
  });

  it("gives the status filter a pattern that accepts what the server accepts and refuses what it refuses", async () => {
    const status = operation("/api/external/v1/bookings", "get").parameters.find((parameter: any) => parameter.name === "status");
    const pattern = new RegExp(status.schema.pattern, "u");
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
    const list = operation("/api/external/v1/bookings", "get").parameters;
    expect(list.find((parameter: any) => parameter.name === "endDate").description).toMatch(/startDate.*366 days/);
    const availability = operation("/api/external/v1/availability", "get").parameters;
    expect(availability.find((parameter: any) => parameter.name === "partySize").description).toMatch(/minPartySize/);
    const body = createVariants()[0];
    expect(body.properties.partySize.description).toMatch(/minPartySize/);
    expect(body.properties.notes.description).toMatch(/specialNotes/);
    for (const field of ["customerName", "notes", "occasionNote"]) {
      expect(body.properties[field].description, field).toMatch(
        /no control characters and no invisible formatting or text-direction/,
      );
    }
  });

  it("has examples that, sent as a request, the server accepts", async () => {
    api.clock.set("2026-04-20T09:00:00.000Z");
    const merchant = await api.seedMerchant();
    const exampleQuery = (path: string, method: string) =>
      operation(path, method)
        .parameters.filter((parameter: any) => parameter.in === "query" && parameter.schema.example !== undefined)
        .map((parameter: any) => `${parameter.name}=${encodeURIComponent(String(parameter.schema.example))}`)
        .join("&");
    const availability = await api.call(`/api/external/v1/availability?${exampleQuery("/api/external/v1/availability", "get")}`, {
      headers: merchant.headers,
    });
    expect(availability.status).toBe(200);
    const listed = await api.call(`/api/external/v1/bookings?${exampleQuery("/api/external/v1/bookings", "get")}`, {
      headers: merchant.headers,
    });
    expect(listed.status).toBe(200);

    const createExamples = Object.values<any>(
      operation("/api/external/v1/bookings", "post").requestBody.content["application/json"].examples,
    );
    expect(
      createExamples.map((example) => Object.keys(example.value).filter((key) => key === "email" || key === "phone")),
    ).toEqual([["email"], ["phone"]]);
    const createdIds: string[] = [];
    for (const example of createExamples) {
      const created = await api.call("/api/external/v1/bookings", {
        method: "POST",
        headers: { ...merchant.headers, "Idempotency-Key": crypto.randomUUID() },
        body: example.value,
      });
      expect(created.status, example.summary).toBe(201);
      createdIds.push(created.body.id);
    }
    for (const example of Object.values<any>(operation(ONE_BOOKING, "patch").requestBody.content["application/json"].examples)) {
      const changed = await api.call(`/api/external/v1/bookings/${createdIds[0]}`, {
        method: "PATCH",
        headers: merchant.headers,
        body: example.value,
      });
      expect(changed.status, example.summary).toBe(200);
    }
    const statusSchema = operation("/api/external/v1/bookings/{bookingIdentifier}/status", "patch").requestBody.content[
      "application/json"
    ].schema;
    const patched = await api.call(`/api/external/v1/bookings/${createdIds[0]}/status`, {
      method: "PATCH",
      headers: merchant.headers,
      body: { status: statusSchema.properties.status.example },
    });
    expect(patched.status).toBe(200);
    for (const example of Object.values<any>(
      operation("/api/external/v1/bookings/{bookingIdentifier}/status", "patch").requestBody.content["application/json"].examples,
    )) {
      const again = await api.call(`/api/external/v1/bookings/${createdIds[1]}/status`, {
        method: "PATCH",
        headers: merchant.headers,
        body: example.value,
      });
      expect(again.status).toBe(200);
    }
  });

  it("documents the ETag of one booking, If-None-Match and its 304 on the read, If-Match on the change", () => {
    const read = operation(ONE_BOOKING, "get");
    const change = operation(ONE_BOOKING, "patch");
    const headerNames = (documented: any) =>
      documented.parameters.filter((parameter: any) => parameter.in === "header").map((parameter: any) => parameter.name);
    expect(headerNames(read)).toContain("If-None-Match");
    expect(headerNames(change)).toContain("If-Match");
    expect(read.responses["200"].headers).toHaveProperty("ETag");
    expect(change.responses["200"].headers).toHaveProperty("ETag");
    expect(read.responses["304"].description).toMatch(/If-None-Match/);
    expect(read.responses["304"]).not.toHaveProperty("content");
    expect(read.responses["304"].headers).toHaveProperty("ETag");
    expect(
      operation("/api/external/v1/bookings/{bookingIdentifier}/status", "patch").responses["200"].headers,
    ).not.toHaveProperty("ETag");
  });

  it("lists each error of the change with an example, and closes its body to unknown fields and status", () => {
    const change = operation(ONE_BOOKING, "patch");
    const codes = Object.values<any>(change.responses).flatMap(listedCodes);
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
    for (const [status, response] of Object.entries<any>(change.responses)) {
      if (status.startsWith("2")) continue;
      const examples = response.content["application/json"].examples;
      for (const code of listedCodes(response)) expect(examples[code].value.code, `${status} ${code}`).toBe(code);
    }
    expect(Object.values<any>(operation(ONE_BOOKING, "get").responses).flatMap(listedCodes)).toContain("NOT_FOUND");
    const body = change.requestBody.content["application/json"].schema;
    expect(body).toMatchObject({ type: "object", additionalProperties: false, minProperties: 1 });
    expect(Object.keys(body.properties).sort()).toEqual(
      ["customerName", "email", "localDate", "localTime", "notes", "occasionNote", "occasionType", "partySize", "phone"].sort(),
    );
    expect(body.properties.email.anyOf).toContainEqual({ type: "null" });
  });

  it("lists the create-only errors on create and NOT_FOUND on the status update", () => {
    const createCodes = Object.values<any>(operation("/api/external/v1/bookings", "post").responses).flatMap(listedCodes);
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
    const statusCodes = Object.values<any>(
      operation("/api/external/v1/bookings/{bookingIdentifier}/status", "patch").responses,
    ).flatMap(listedCodes);
    expect(statusCodes).toContain("NOT_FOUND");
  });

  it("documents X-Merchant-Id everywhere and Idempotency-Key on create, with bearer security", () => {
    for (const [path, method, operationId] of OPERATIONS) {
      const headers = operation(path, method)
        .parameters.filter((parameter: { in: string }) => parameter.in === "header")
        .map((parameter: { name: string; required?: boolean }) => `${parameter.name}${parameter.required ? "!" : ""}`);
      expect(headers).toContain("X-Merchant-Id!");
      if (operationId === "createBooking") expect(headers).toContain("Idempotency-Key!");
      else expect(headers).not.toContain("Idempotency-Key!");
      expect(operation(path, method).security).toEqual([{ bearerAuth: [] }]);
    }
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("documents the replay header on create and query integers as integers", () => {
    expect(operation("/api/external/v1/bookings", "post").responses["201"].headers).toHaveProperty("Idempotent-Replayed");
    const limit = operation("/api/external/v1/bookings", "get").parameters.find(
      (parameter: { name: string }) => parameter.name === "limit",
    );
    expect(limit.schema).toMatchObject({ type: "integer", minimum: 1, maximum: 200 });
  });
});

describe("the webhooks section", () => {
  it("asks no API key of a webhook: the API sends it, signed", () => {
    for (const item of Object.values<any>(document.webhooks)) expect(item.post.security).toEqual([]);
  });

  it("documents each event as a signed POST whose body is the contract's event schema", () => {
    expect(Object.keys(document.webhooks).sort()).toEqual([
      "booking.created",
      "booking.status_changed",
      "booking.updated",
      "webhook.test",
    ]);
    const created = document.webhooks["booking.created"].post;
    expect(created.requestBody.content["application/json"].schema).toEqual({ $ref: "#/components/schemas/BookingCreatedEvent" });
    expect(created.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      "webhook-id",
      "webhook-timestamp",
      "webhook-signature",
    ]);
    const changed = document.components.schemas.BookingStatusChangedEvent;
    expect(Object.keys(changed.properties.data.properties).sort()).toEqual(["booking", "previousStatus", "status"]);
    const updated = document.components.schemas.BookingUpdatedEvent.properties.data.properties;
    expect(updated.changes).toEqual({ $ref: "#/components/schemas/BookingChanges" });
    expect(document.components.schemas.BookingChanges.properties.partySize.properties).toEqual({
      from: expect.objectContaining({ type: "integer" }),
      to: expect.objectContaining({ type: "integer" }),
    });
    expect(JSON.stringify(document)).not.toContain("#/$defs/");
  });
});
