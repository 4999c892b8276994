import { describe, expect, it } from "vitest";
import { capUtf8 } from "../../src/domain/capped-text.js";

describe("capUtf8", () => {
  it("keeps a text that fits, unmarked", () => {
    expect(capUtf8("hello", 5)).toEqual({ text: "hello", truncated: false });
    expect(capUtf8("é".repeat(4), 8)).toEqual({ text: "éééé", truncated: false });
  });

  it("cuts a longer text to the byte limit and marks it truncated", () => {
    expect(capUtf8("x".repeat(10_000), 8192)).toEqual({ text: "x".repeat(8192), truncated: true });
  });

  it("never splits a multi-byte character", () => {
    expect(capUtf8("aé", 2)).toEqual({ text: "a", truncated: true });
    expect(capUtf8("a😀b", 4)).toEqual({ text: "a", truncated: true });
    expect(capUtf8("a😀b", 5)).toEqual({ text: "a😀", truncated: true });
  });
});
