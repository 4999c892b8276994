import { describe, expect, it } from "vitest";
import { attemptScopes, combinedDecision, startsThrottling, throttleDecision } from "../../src/domain/sign-in-throttle.js";

const limit = { windowMs: 15 * 60_000, maxFailures: 3 };
const now = new Date("2026-06-01T12:00:00.000Z");
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe("sign-in throttle", () => {
  it("allows attempts while fewer failures than the limit fall in the window", () => {
    expect(throttleDecision([], now, limit)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(throttleDecision([secondsAgo(10), secondsAgo(5)], now, limit).allowed).toBe(true);
  });

  it("refuses at the limit until the oldest counted failure leaves the window", () => {
    const decision = throttleDecision([secondsAgo(600), secondsAgo(60), secondsAgo(5)], now, limit);
    expect(decision).toEqual({ allowed: false, retryAfterSeconds: 300 });
  });

  it("waits for the right failure when there are more than the limit", () => {
    const failures = [secondsAgo(800), secondsAgo(700), secondsAgo(100), secondsAgo(10)];
    // Allowed again when only two remain: after the 700-seconds-ago failure leaves (200 s).
    expect(throttleDecision(failures, now, limit)).toEqual({ allowed: false, retryAfterSeconds: 200 });
  });

  it("ignores failures older than the window, whatever their order", () => {
    expect(throttleDecision([secondsAgo(5), secondsAgo(900), secondsAgo(1000)], now, limit).allowed).toBe(true);
  });

  it("never tells a refused caller to retry in 0 seconds", () => {
    const edge = [new Date(now.getTime() - limit.windowMs + 1), secondsAgo(1), secondsAgo(0)];
    expect(throttleDecision(edge, now, limit)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it("marks the failure that fills the window as the start of a burst, once", () => {
    expect([0, 1, 2, 3].map((before) => startsThrottling(before, limit))).toEqual([false, false, true, false]);
  });
});

describe("attempt scopes", () => {
  const policy = { windowMs: 60_000, maxFailuresPerAccount: 5, maxFailuresPerAccountOverall: 100, maxFailuresPerAddress: 20 };

  it("counts an account per address, the account overall and the address, the email in any case", () => {
    const scopes = attemptScopes(" Ann@Example.com ", "10.0.0.1", policy);
    expect(scopes.map((scope) => [scope.kind, scope.scope, scope.limit.maxFailures])).toEqual([
      ["account_from_address", "account-address:ann@example.com 10.0.0.1", 5],
      ["account", "account:ann@example.com", 100],
      ["address", "address:10.0.0.1", 20],
    ]);
  });

  it("refuses when any scope refuses, until the last of them has room", () => {
    const open = { allowed: true, retryAfterSeconds: 0 };
    expect(combinedDecision([open, open])).toEqual(open);
    expect(
      combinedDecision([open, { allowed: false, retryAfterSeconds: 30 }, { allowed: false, retryAfterSeconds: 90 }]),
    ).toEqual({ allowed: false, retryAfterSeconds: 90 });
  });
});
