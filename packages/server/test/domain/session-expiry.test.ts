import { describe, expect, it } from "vitest";
import { sessionExpiresAt, sessionState, shouldTouchSession } from "../../src/domain/session-expiry.js";

const MINUTE = 60_000;
const lifetime = { idleMs: 30 * MINUTE, absoluteMs: 12 * 60 * MINUTE };
const signedInAt = new Date("2026-06-01T09:00:00.000Z");
const at = (minutes: number) => new Date(signedInAt.getTime() + minutes * MINUTE);

describe("session expiry", () => {
  const fresh = { lastSeenAt: signedInAt, expiresAt: sessionExpiresAt(signedInAt, lifetime) };

  it("is live until the idle timeout passes without use", () => {
    expect(sessionState(fresh, at(29), lifetime)).toBe("live");
    expect(sessionState(fresh, at(30), lifetime)).toBe("idle-expired");
  });

  it("counts idleness from the last time it was seen", () => {
    expect(sessionState({ ...fresh, lastSeenAt: at(100) }, at(129), lifetime)).toBe("live");
    expect(sessionState({ ...fresh, lastSeenAt: at(100) }, at(130), lifetime)).toBe("idle-expired");
  });

  it("ends at the absolute expiry however recently it was used", () => {
    expect(sessionExpiresAt(signedInAt, lifetime)).toEqual(at(720));
    expect(sessionState({ ...fresh, lastSeenAt: at(719) }, at(719.9), lifetime)).toBe("live");
    expect(sessionState({ ...fresh, lastSeenAt: at(719) }, at(720), lifetime)).toBe("expired");
  });

  it("rewrites last-seen once it is a minute old when the idle limit is long", () => {
    expect(shouldTouchSession(signedInAt, new Date(signedInAt.getTime() + MINUTE - 1), lifetime)).toBe(false);
    expect(shouldTouchSession(signedInAt, new Date(signedInAt.getTime() + MINUTE), lifetime)).toBe(true);
  });

  it("rewrites last-seen after a tenth of a short idle limit, so a session in use never idles out", () => {
    const short = { idleMs: MINUTE, absoluteMs: 60 * MINUTE };
    expect(shouldTouchSession(signedInAt, new Date(signedInAt.getTime() + 5_999), short)).toBe(false);
    expect(shouldTouchSession(signedInAt, new Date(signedInAt.getTime() + 6_000), short)).toBe(true);
  });
});
