import { describe, expect, it } from "vitest";
import { changeInstantAfter } from "../../src/domain/change-instant.js";

const last = new Date("2026-06-01T09:00:00.000Z");

describe("the instant a change is stamped with", () => {
  it("is now when the clock has moved past the last change", () => {
    const now = new Date("2026-06-01T09:00:00.250Z");
    expect(changeInstantAfter(last, now)).toEqual(now);
  });

  it("is one millisecond after the last change when both fall in the same millisecond", () => {
    expect(changeInstantAfter(last, new Date(last))).toEqual(new Date("2026-06-01T09:00:00.001Z"));
  });

  it("stays after the last change when this process's clock is behind the one that made it", () => {
    const behind = new Date("2026-06-01T08:59:59.900Z");
    expect(changeInstantAfter(last, behind)).toEqual(new Date("2026-06-01T09:00:00.001Z"));
  });
});
