import { describe, expect, it } from "vitest";
import { rateLimitHeaderValues, takeToken, type TokenBucketState } from "../../src/domain/token-bucket.js";
import { present } from "@reservation-api/test-support";

const POLICY = { burst: 3, perSecond: 1 };

function drain(times: number, startMs = 0) {
  let state: TokenBucketState | undefined;
  const decisions = [];
  for (let index = 0; index < times; index++) {
    const result = takeToken(state, startMs, POLICY);
    state = result.state;
    decisions.push(result.decision);
  }
  return { state, decisions };
}

describe("takeToken", () => {
  it("allows a full burst, then refuses with the seconds until the next token", () => {
    const { decisions } = drain(4);
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
    expect(decisions.map((decision) => decision.remaining)).toEqual([2, 1, 0, 0]);
    expect(decisions[3]).toMatchObject({ retryAfterSeconds: 1, resetSeconds: 3 });
  });

  it("refills continuously and never above the burst", () => {
    const { state } = drain(3);
    expect(takeToken(state, 999, POLICY).decision.allowed).toBe(false);
    expect(takeToken(state, 1000, POLICY).decision).toMatchObject({ allowed: true, remaining: 0 });
    expect(takeToken(state, 60_000, POLICY).decision.remaining).toBe(2);
  });

  it("ignores a clock that goes backwards", () => {
    const { state } = drain(3, 10_000);
    expect(takeToken(state, 5_000, POLICY).decision.allowed).toBe(false);
  });
});

describe("rateLimitHeaderValues", () => {
  it("describes the policy and what is left, IETF draft style", () => {
    const { decisions } = drain(1);
    expect(rateLimitHeaderValues(POLICY, present(decisions[0]))).toEqual({
      policy: '"merchant";q=3;w=3',
      limit: '"merchant";r=2;t=1',
    });
  });
});
