import { describe, expect, it } from "vitest";
import { jsonNestingDepth } from "../../src/transport/json-nesting-depth.js";

describe("jsonNestingDepth", () => {
  it.each([
    ["1", 0],
    ['"text"', 0],
    ["{}", 1],
    ['{"a":[1,{"b":2}]}', 3],
    ["[[],[[]],[]]", 3],
    [`${"[".repeat(5000)}${"]".repeat(5000)}`, 5000],
  ])("reads %s as %i deep", (text, depth) => {
    expect(jsonNestingDepth(text)).toBe(depth);
  });

  it("ignores brackets inside strings, escaped quotes included", () => {
    expect(jsonNestingDepth('{"note":"[[{{ \\"[[[ \\\\"}')).toBe(1);
  });

  it("counts malformed text without failing, since JSON.parse judges it afterwards", () => {
    expect(jsonNestingDepth("[[[")).toBe(3);
    expect(jsonNestingDepth('"unterminated [[[')).toBe(0);
  });
});
