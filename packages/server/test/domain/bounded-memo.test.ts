import { describe, expect, it } from "vitest";
import { BoundedMemo } from "../../src/domain/bounded-memo.js";

describe("BoundedMemo", () => {
  it("computes a key once and answers from memory afterwards", () => {
    const memo = new BoundedMemo<number>(10);
    let computed = 0;
    const square = (n: number) => memo.get(String(n), () => (computed++, n * n));
    expect([square(3), square(3), square(4)]).toEqual([9, 9, 16]);
    expect(computed).toBe(2);
  });

  it("forgets everything once full, and keeps answering correctly", () => {
    const memo = new BoundedMemo<string>(2);
    let computed = 0;
    const echo = (key: string) => memo.get(key, () => (computed++, key.toUpperCase()));
    echo("a");
    echo("b");
    echo("c"); // full: a and b are forgotten
    expect(echo("a")).toBe("A");
    expect(computed).toBe(4);
  });
});
