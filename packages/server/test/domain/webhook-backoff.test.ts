import { describe, expect, it } from "vitest";
import {
  DEFAULT_RETRY_POLICY,
  decideRetry,
  retryDelayMs,
  shouldDisableEndpoint,
} from "../../src/domain/webhooks/webhook-backoff.js";

const policy = { firstDelayMs: 1_000, maxDelayMs: 60_000, retryWindowMs: 3_600_000 };

describe("retryDelayMs", () => {
  it("doubles the nominal delay per failure, between half and all of it", () => {
    expect([1, 2, 3, 4].map((failures) => retryDelayMs(failures, policy, () => 0))).toEqual([500, 1_000, 2_000, 4_000]);
    expect([1, 2, 3, 4].map((failures) => retryDelayMs(failures, policy, () => 1))).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it("is capped, however many attempts failed", () => {
    expect(retryDelayMs(50, policy, () => 1)).toBe(60_000);
    expect(retryDelayMs(5_000, policy, () => 1)).toBe(60_000);
  });

  it("spreads retries that failed together over the jitter range", () => {
    const delays = new Set(Array.from({ length: 50 }, () => retryDelayMs(6, policy)));
    expect(delays.size).toBeGreaterThan(40);
    for (const delay of delays) expect(delay).toBeGreaterThanOrEqual(16_000);
  });

  it("by default keeps retrying for about three days, some two dozen attempts", () => {
    let elapsed = 0;
    let attempts = 1;
    for (;;) {
      const decision = decideRetry(
        { failedAttempts: attempts, createdAt: new Date(0), now: new Date(elapsed) },
        DEFAULT_RETRY_POLICY,
        () => 1,
      );
      if (decision.kind === "give-up") break;
      elapsed = decision.at.getTime();
      attempts++;
    }
    expect(elapsed).toBeGreaterThan(68 * 3_600_000);
    expect(elapsed).toBeLessThanOrEqual(72 * 3_600_000);
    expect(attempts).toBeGreaterThan(20);
    expect(attempts).toBeLessThan(40);
  });
});

describe("decideRetry", () => {
  it("schedules the next attempt inside the retry window", () => {
    const now = new Date(10_000);
    expect(decideRetry({ failedAttempts: 1, createdAt: new Date(0), now }, policy, () => 1)).toEqual({
      kind: "retry",
      at: new Date(11_000),
    });
  });

  it("gives up when the next attempt would fall after the window", () => {
    const now = new Date(3_599_500);
    expect(decideRetry({ failedAttempts: 1, createdAt: new Date(0), now }, policy, () => 1)).toEqual({ kind: "give-up" });
  });
});

describe("shouldDisableEndpoint", () => {
  it("switches an endpoint off only once it has failed for the whole period", () => {
    const now = new Date(100_000);
    expect(shouldDisableEndpoint(null, now, 50_000)).toBe(false);
    expect(shouldDisableEndpoint(new Date(60_000), now, 50_000)).toBe(false);
    expect(shouldDisableEndpoint(new Date(50_000), now, 50_000)).toBe(true);
  });
});
