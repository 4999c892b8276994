import { describe, expect, it } from "vitest";
import { pauseAfterTimeouts, pauseVerdict } from "../../src/domain/webhooks/endpoint-pause.js";

const NOW = new Date("2026-06-01T12:00:00.000Z");
const POLICY = { timeoutsToPause: 5, minPauseMs: 30_000, maxPauseMs: 3_600_000 };
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe("pauseAfterTimeouts", () => {
  it("does not pause below the number of timeouts in a row", () => {
    expect(pauseAfterTimeouts({ timeoutsInARow: 4, failingSince: ago(600_000), now: NOW }, POLICY)).toBeNull();
  });

  it("pauses for the shortest pause when the endpoint has only just started failing", () => {
    expect(pauseAfterTimeouts({ timeoutsInARow: 5, failingSince: ago(20_000), now: NOW }, POLICY)).toEqual(
      new Date(NOW.getTime() + 30_000),
    );
  });

  it("pauses about as long as it has been failing, so each failed probe doubles the wait, up to the longest pause", () => {
    expect(pauseAfterTimeouts({ timeoutsInARow: 6, failingSince: ago(120_000), now: NOW }, POLICY)).toEqual(
      new Date(NOW.getTime() + 120_000),
    );
    expect(pauseAfterTimeouts({ timeoutsInARow: 9, failingSince: ago(86_400_000), now: NOW }, POLICY)).toEqual(
      new Date(NOW.getTime() + 3_600_000),
    );
  });
});

describe("pauseVerdict", () => {
  it("sends when not paused, waits while paused, and probes once the pause has run out", () => {
    expect(pauseVerdict({ pausedUntil: null }, NOW)).toEqual({ kind: "send" });
    const later = new Date(NOW.getTime() + 1);
    expect(pauseVerdict({ pausedUntil: later }, NOW)).toEqual({ kind: "wait", until: later });
    expect(pauseVerdict({ pausedUntil: NOW }, NOW)).toEqual({ kind: "probe" });
  });
});
