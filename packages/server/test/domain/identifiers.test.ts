import { describe, expect, it } from "vitest";
import { displayPrefix, generateApiKey, hashApiKey } from "../../src/domain/api-key.js";
import {
  BOOKING_REF_ALPHABET,
  generateBookingRef,
  isBookingId,
  normalizeBookingRef,
} from "../../src/domain/bookings/booking-ref.js";
import { duplicateWindowStart, normalizeEmail, phoneDigits } from "../../src/domain/bookings/duplicate-guard.js";
import { planIncludesExternalApi } from "../../src/domain/entitlement.js";

describe("booking references", () => {
  it("are 8 characters from an alphabet without 0, O, 1 or I", () => {
    expect(BOOKING_REF_ALPHABET).not.toMatch(/[0O1I]/);
    for (let index = 0; index < 200; index++) expect(generateBookingRef()).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
  });

  it("are matched case-insensitively and told apart from UUIDs", () => {
    expect(normalizeBookingRef(" k7qx2m9d ")).toBe("K7QX2M9D");
    expect(isBookingId("0b6c1c52-3f4e-4c56-9a39-7a8d2b1e0f11")).toBe(true);
    expect(isBookingId("K7QX2M9D")).toBe(false);
  });
});

describe("API keys", () => {
  it("hash deterministically and differ from each other", () => {
    const key = generateApiKey();
    expect(hashApiKey(key)).toBe(hashApiKey(key));
    expect(hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(generateApiKey()).not.toBe(key);
  });

  it("show only a short prefix that does not reveal the secret", () => {
    const key = generateApiKey();
    expect(key).toMatch(/^rsv_live_[A-Za-z0-9_-]{43}$/);
    expect(displayPrefix(key)).toBe(key.slice(0, 15));
  });
});

describe("duplicate guard", () => {
  it("compares emails case-insensitively and phones by digits", () => {
    expect(normalizeEmail(" Ann@Example.COM ")).toBe("ann@example.com");
    expect(phoneDigits("+44 7700-900123")).toBe("447700900123");
  });

  it("looks back five minutes", () => {
    expect(duplicateWindowStart(new Date("2026-06-01T09:05:00.000Z")).toISOString()).toBe("2026-06-01T09:00:00.000Z");
  });
});

describe("plans", () => {
  it("include the external API on pro and enterprise only", () => {
    expect([planIncludesExternalApi("basic"), planIncludesExternalApi("pro"), planIncludesExternalApi("enterprise")]).toEqual([
      false,
      true,
      true,
    ]);
  });
});
