import { describe, expect, it } from "vitest";
import {
  IDEMPOTENCY_REPLAY_WINDOW_MS,
  canonicalJson,
  decideIdempotentOutcome,
  fingerprintRequest,
} from "../../src/domain/bookings/idempotency.js";

describe("canonicalJson", () => {
  it("sorts keys at every depth and drops undefined values", () => {
    expect(canonicalJson({ b: 1, a: { d: [{ z: 1, y: 2 }], c: undefined } })).toBe('{"a":{"d":[{"y":2,"z":1}]},"b":1}');
  });

  it("keeps array order", () => {
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
  });
});

describe("fingerprintRequest", () => {
  it("is the same for the same body in another key order and different for another body", () => {
    expect(fingerprintRequest({ partySize: 2, name: "Ann" })).toBe(fingerprintRequest({ name: "Ann", partySize: 2 }));
    expect(fingerprintRequest({ partySize: 2 })).not.toBe(fingerprintRequest({ partySize: 3 }));
  });
});

describe("decideIdempotentOutcome", () => {
  const createdAt = new Date("2026-06-01T09:00:00.000Z");
  const stored = { requestHash: "abc", responseBody: { id: "booking-1" }, createdAt };
  const later = (ms: number) => new Date(createdAt.getTime() + ms);

  it("proceeds when nothing is stored", () => {
    expect(decideIdempotentOutcome(undefined, "abc", createdAt)).toEqual({ kind: "proceed" });
  });

  it("replays the stored response for the same body within 24 hours", () => {
    expect(decideIdempotentOutcome(stored, "abc", later(IDEMPOTENCY_REPLAY_WINDOW_MS - 1))).toEqual({
      kind: "replay",
      responseBody: { id: "booking-1" },
    });
  });

  it("reports a conflict for another body within 24 hours", () => {
    expect(decideIdempotentOutcome(stored, "xyz", later(1000))).toEqual({ kind: "conflict" });
  });

  it("forgets the key once 24 hours have passed", () => {
    expect(decideIdempotentOutcome(stored, "xyz", later(IDEMPOTENCY_REPLAY_WINDOW_MS))).toEqual({ kind: "proceed" });
  });
});
