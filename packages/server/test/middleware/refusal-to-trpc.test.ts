import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { refuse, fieldValidationError } from "../../src/errors/refusal.js";
import { toTrpcError } from "../../src/middleware/refusal-to-trpc.js";
import type { DashboardContext } from "../../src/trpc/dashboard-context.js";

function contextCollectingHeaders(): { ctx: DashboardContext; headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  const ctx = { setHeader: (name: string, value: string) => void (headers[name] = value) } as unknown as DashboardContext;
  return { ctx, headers };
}

const failed = (cause: unknown) => new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause });

describe("toTrpcError", () => {
  it.each([
    [refuse("NOT_FOUND", "No such member"), "NOT_FOUND"],
    [fieldValidationError("url", "Must be https"), "BAD_REQUEST"],
    [refuse("CONFLICT", "Already a member"), "CONFLICT"],
    [refuse("PRECONDITION_FAILED", "Last admin"), "PRECONDITION_FAILED"],
    [refuse("INVALID_CREDENTIALS", "Wrong email or password"), "UNAUTHORIZED"],
    [refuse("FORBIDDEN", "Not an admin"), "FORBIDDEN"],
  ] as const)("answers %s with its tRPC code and the refusal's own message", (refusal, code) => {
    const { ctx } = contextCollectingHeaders();
    const error = toTrpcError(failed(refusal), ctx);
    expect(error).toMatchObject({ code, message: refusal.message });
    expect(error.cause).toBe(refusal);
  });

  it("tells a throttled caller when to retry", () => {
    const { ctx, headers } = contextCollectingHeaders();
    const error = toTrpcError(failed(refuse("THROTTLED", "Too many attempts", { retryAfterSeconds: 30 })), ctx);
    expect(error.code).toBe("TOO_MANY_REQUESTS");
    expect(headers).toEqual({ "Retry-After": "30" });
  });

  it("leaves an error that is not a refusal as it was", () => {
    const { ctx, headers } = contextCollectingHeaders();
    const original = failed(new Error("secret table name"));
    expect(toTrpcError(original, ctx)).toBe(original);
    expect(headers).toEqual({});
  });
});
