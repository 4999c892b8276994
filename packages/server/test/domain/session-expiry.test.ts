import { describe, expect, it } from "vitest";
import {
  SESSION_TOUCH_INTERVAL_MS,
  sessionExpiresAt,
  sessionState,
  shouldTouchSession,
} from "../../src/domain/session-expiry.js";

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

  it("writes last-seen at most once a minute", () => {
    expect(shouldTouchSession(signedInAt, new Date(signedInAt.getTime() + SESSION_TOUCH_INTERVAL_MS - 1))).toBe(false);
    expect(shouldTouchSession(signedInAt, new Date(signedInAt.getTime() + SESSION_TOUCH_INTERVAL_MS))).toBe(true);
  });
});
