import { describe, expect, it } from "vitest";
import { decodeRequestLogCursor, encodeRequestLogCursor } from "../../src/domain/request-log/request-log-cursor.js";

describe("request-log cursor", () => {
  it("round-trips a position", () => {
    const position = { receivedAt: new Date("2026-06-01T09:00:00.123Z"), id: 9_007_199_254 };
    expect(decodeRequestLogCursor(encodeRequestLogCursor(position))).toEqual(position);
  });

  it.each([
    "",
    "abc",
    Buffer.from("12.x").toString("base64url"),
    Buffer.from("1.2.3").toString("base64url"),
    Buffer.from("-1.2").toString("base64url"),
  ])("refuses %j", (cursor) => {
    expect(decodeRequestLogCursor(cursor)).toBeUndefined();
  });
});
