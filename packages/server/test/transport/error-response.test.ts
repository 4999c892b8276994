import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { refuse } from "../../src/errors/refusal.js";
import { isDatabaseUnavailable } from "../../src/errors/database-unavailable.js";
import { toErrorResponse } from "../../src/transport/error-response.js";

function withCode(code: string, message = "boom"): Error {
  return Object.assign(new Error(message), { code });
}

describe("isDatabaseUnavailable", () => {
  it("recognises connection failures and server shutdown anywhere in the cause chain", () => {
    expect(isDatabaseUnavailable(withCode("ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("57P01"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("08006"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("57014", "canceling statement due to statement timeout"))).toBe(true);
    expect(
      isDatabaseUnavailable(new Error("query failed", { cause: new Error("wrapped", { cause: withCode("CONNECTION_CLOSED") }) })),
    ).toBe(true);
  });

  it("does not mistake other database errors for an outage", () => {
    expect(isDatabaseUnavailable(withCode("23505"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("42P01"))).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });
});

describe("toErrorResponse", () => {
  it("answers an unreachable database with 503 SERVICE_UNAVAILABLE and Retry-After", () => {
    const failure = new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: withCode("ECONNREFUSED") });
    const response = toErrorResponse(failure, "req-1");
    const { message, ...body } = response.body;
    expect(message).toEqual(expect.any(String));
    expect({ ...response, body }).toEqual({
      status: 503,
      headers: { "Retry-After": "2" },
      body: { code: "SERVICE_UNAVAILABLE", requestId: "req-1" },
      unexpected: true,
    });
  });

  it("answers anything unknown with a 500 that reveals nothing", () => {
    const response = toErrorResponse(new Error("secret table name"), "req-2");
    expect(response.status).toBe(500);
    expect(JSON.stringify(response.body)).not.toContain("secret");
  });

  it("keeps the code, status, field errors and headers of a known error", () => {
    const known = refuse("IDEMPOTENCY_CONFLICT", "still running", { retryAfterSeconds: 2 });
    expect(toErrorResponse(new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: known }), "req-3")).toMatchObject({
      status: 409,
      headers: { "Retry-After": "2" },
      body: { code: "IDEMPOTENCY_CONFLICT" },
      unexpected: false,
    });
  });

  it("puts each refusal's payload in its documented place", () => {
    const alternatives = [{ localDate: "2026-06-02", localTime: "19:30" }];
    const refused = refuse("CAPACITY_EXCEEDED", "Full", { alternatives });
    expect(toErrorResponse(refused, "req-4")).toEqual({
      status: 400,
      headers: {},
      body: { code: "CAPACITY_EXCEEDED", message: "Full", requestId: "req-4", alternatives },
      unexpected: false,
    });
    expect(toErrorResponse(refuse("INVALID_API_KEY", "No key", { challenge: 'Bearer realm="api"' }), "req-5")).toMatchObject({
      status: 401,
      headers: { "WWW-Authenticate": 'Bearer realm="api"' },
    });
  });

  it("answers a dashboard-only refusal that reaches REST as a 500 that reveals nothing", () => {
    const response = toErrorResponse(refuse("INVALID_CREDENTIALS", "Wrong email or password"), "req-6");
    expect(response).toMatchObject({ status: 500, body: { code: "INTERNAL_ERROR" }, unexpected: true });
    expect(JSON.stringify(response.body)).not.toContain("password");
  });
});
