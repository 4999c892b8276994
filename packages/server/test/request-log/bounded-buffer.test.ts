import { describe, expect, it } from "vitest";
import { BoundedBuffer } from "../../src/request-log/bounded-buffer.js";

describe("BoundedBuffer", () => {
  it("hands items out oldest first, in batches", () => {
    const buffer = new BoundedBuffer<number>(10, 1_000);
    for (let item = 1; item <= 5; item++) buffer.push(item, 10);
    expect(buffer.take(2)).toEqual([1, 2]);
    expect(buffer.take(10)).toEqual([3, 4, 5]);
    expect(buffer.length).toBe(0);
    expect(buffer.bytes).toBe(0);
  });

  it("refuses items beyond its count", () => {
    const buffer = new BoundedBuffer<number>(2, 1_000);
    expect([buffer.push(1, 1), buffer.push(2, 1), buffer.push(3, 1)]).toEqual([true, true, false]);
    expect(buffer.length).toBe(2);
  });

  it("refuses items beyond its bytes, and takes them again once drained", () => {
    const buffer = new BoundedBuffer<string>(100, 100);
    expect(buffer.push("a", 60)).toBe(true);
    expect(buffer.push("b", 60)).toBe(false);
    buffer.take(1);
    expect(buffer.push("b", 60)).toBe(true);
    expect(buffer.bytes).toBe(60);
  });
});
