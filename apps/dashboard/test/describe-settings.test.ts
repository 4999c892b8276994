import { describe, expect, it } from "vitest";
import {
  describeAdvance,
  describeHorizon,
  describeMinutes,
  describePartySizes,
} from "../src/pages/restaurant/describe-settings.js";

describe("the Restaurant page's plain words", () => {
  it("writes durations in hours and minutes", () => {
    expect(describeMinutes(90)).toBe("1 hour 30 minutes");
    expect(describeMinutes(120)).toBe("2 hours");
    expect(describeMinutes(15)).toBe("15 minutes");
    expect(describeMinutes(0)).toBe("0 minutes");
  });

  it("describes party sizes, the advance notice and the horizon", () => {
    expect(describePartySizes(2, 2)).toBe("Exactly 2 guests");
    expect(describePartySizes(1, 8)).toBe("1 to 8 guests");
    expect(describeAdvance(0)).toBe("Bookings can be made up to the last minute");
    expect(describeAdvance(61)).toBe("At least 1 hour 1 minute before the booking");
    expect(describeHorizon(0)).toBe("Only for today");
    expect(describeHorizon(1)).toBe("Up to 1 day ahead");
  });
});
