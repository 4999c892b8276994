import { describe, expect, it } from "vitest";
import { actorLabel } from "../../src/domain/actor.js";
import { oneTimeLinkState } from "../../src/domain/one-time-link.js";
import { generateSecretToken, hashSecretToken } from "../../src/domain/secret-token.js";
import { wouldLeaveNoAdmin } from "../../src/domain/team-rules.js";

const now = new Date("2026-06-01T12:00:00.000Z");

describe("one-time links", () => {
  const later = new Date(now.getTime() + 1000);

  it("are usable until used, revoked or expired", () => {
    expect(oneTimeLinkState({ usedAt: null, revokedAt: null, expiresAt: new Date(now.getTime() + 1) }, now)).toBe("usable");
    expect(oneTimeLinkState({ usedAt: null, revokedAt: null, expiresAt: now }, now)).toBe("expired");
    expect(oneTimeLinkState({ usedAt: now, revokedAt: null, expiresAt: later }, now)).toBe("used");
    expect(oneTimeLinkState({ usedAt: null, revokedAt: now, expiresAt: later }, now)).toBe("revoked");
  });

  it("say revoked rather than expired when both are true, and used before either", () => {
    expect(oneTimeLinkState({ usedAt: null, revokedAt: now, expiresAt: now }, later)).toBe("revoked");
    expect(oneTimeLinkState({ usedAt: now, revokedAt: now, expiresAt: now }, later)).toBe("used");
  });
});

describe("the last admin", () => {
  it("cannot be demoted or removed, but can be when another admin remains", () => {
    expect(wouldLeaveNoAdmin({ role: "admin" }, 1, "viewer")).toBe(true);
    expect(wouldLeaveNoAdmin({ role: "admin" }, 1, "removed")).toBe(true);
    expect(wouldLeaveNoAdmin({ role: "admin" }, 2, "removed")).toBe(false);
    expect(wouldLeaveNoAdmin({ role: "admin" }, 1, "admin")).toBe(false);
    expect(wouldLeaveNoAdmin({ role: "viewer" }, 1, "removed")).toBe(false);
  });
});

describe("secret tokens", () => {
  it("are random, 256-bit, and stored as a SHA-256 that differs from the token", () => {
    const token = generateSecretToken();
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(generateSecretToken()).not.toBe(token);
    expect(hashSecretToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecretToken(token)).toBe(hashSecretToken(token));
  });
});

describe("actors", () => {
  it("are labelled by display name, or operator for the CLI", () => {
    expect(actorLabel({ kind: "user", userId: "u", merchantId: "m", displayName: "Ada" })).toBe("Ada");
    expect(actorLabel({ kind: "operator" })).toBe("operator");
  });
});
