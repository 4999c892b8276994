import { describe, expect, it } from "vitest";
import { heapGrowthChosenByOperator } from "../src/config/heap-growth.js";

describe("the server's heap growth cap", () => {
  it("gives way to a factor the operator set on the command line or in NODE_OPTIONS, in either spelling", () => {
    expect(heapGrowthChosenByOperator(["--heap-growing-percent=200"], undefined)).toBe(true);
    expect(heapGrowthChosenByOperator([], "--enable-source-maps --heap_growing_percent=80")).toBe(true);
  });

  it("applies when nothing else sets it", () => {
    expect(heapGrowthChosenByOperator(["--enable-source-maps"], "--max-old-space-size=512")).toBe(false);
    expect(heapGrowthChosenByOperator([], undefined)).toBe(false);
  });
});
