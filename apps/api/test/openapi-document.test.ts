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
  ["/api/external/v1/bookings/{bookingIdentifier}/status", "patch", "updateBookingStatus", "200"],
] as const;

const operation = (path: string, method: string) => document.paths[path][method];

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

  it("documents exactly the four operations at their paths", () => {
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

  it("documents every error response with the ErrorBody schema and the codes behind its status", () => {
    for (const [path, method] of OPERATIONS) {
      for (const [status, response] of Object.entries<any>(operation(path, method).responses)) {
        if (status.startsWith("2")) continue;
        expect(response.content["application/json"].schema).toEqual({ $ref: "#/components/schemas/ErrorBody" });
        const codes = listedCodes(response);
        expect(codes.length).toBeGreaterThan(0);
        for (const code of codes) expect(String(ERROR_HTTP_STATUS[code])).toBe(status);
      }
    }
    expect(document.components.schemas.ErrorBody.required.sort()).toEqual(["code", "message", "requestId"]);
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
    const limit = operation("/api/external/v1/bookings", "get").parameters.find((parameter: { name: string }) => parameter.name === "limit");
    expect(limit.schema).toMatchObject({ type: "integer", minimum: 1, maximum: 200 });
  });
});
