import { describe, expect, it } from "vitest";
import { BatchWriter } from "../../src/webhook-delivery/batch-writer.js";

describe("BatchWriter", () => {
  it("writes the first item at once and what arrives during a write in the next one", async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const writer = new BatchWriter<number>(async (items) => {
      batches.push(items);
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const first = writer.add(1);
    await new Promise((resolve) => setImmediate(resolve));
    const rest = [writer.add(2), writer.add(3)];
    expect(batches).toEqual([[1]]);
    release();
    await Promise.all([first, ...rest]);
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it("rejects every item of a failed write and goes on with the next", async () => {
    let calls = 0;
    const writer = new BatchWriter<number>(() => {
      calls++;
      return calls === 1 ? Promise.reject(new Error("lost connection")) : Promise.resolve();
    });
    await expect(writer.add(1)).rejects.toThrow("lost connection");
    await expect(writer.add(2)).resolves.toBeUndefined();
    await writer.flushed();
  });
});
