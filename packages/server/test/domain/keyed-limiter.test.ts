import { describe, expect, it } from "vitest";
import { createKeyedLimiter } from "../../src/domain/keyed-limiter.js";

/** A task that runs until the test lets it finish, noting when it started. */
function gate(started: string[], name: string) {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: () => (started.push(name), done), finish: () => finish() };
}

// Tasks let in from the queue start on a later turn of the event loop.
const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("keyed limiter", () => {
  it("never runs more tasks than the concurrency, nor more than perKey for one key", async () => {
    const limiter = createKeyedLimiter({ concurrency: 3, perKey: 2 });
    const started: string[] = [];
    const gates = ["a1", "a2", "a3", "b1", "b2"].map((name) => gate(started, name));
    const runs = gates.map((g, index) => limiter.run(index < 3 ? "a" : "b", g.task));
    await tick();
    expect(started).toEqual(["a1", "a2", "b1"]);
    expect(limiter.stats()).toEqual({ running: 3, waiting: 2 });
    gates[0]?.finish();
    await tick();
    expect(started).toHaveLength(4);
    for (const g of gates) g.finish();
    await Promise.all(runs);
    expect(limiter.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it("lets a key with one waiting task in before the rest of another key's burst", async () => {
    const limiter = createKeyedLimiter({ concurrency: 1, perKey: 1 });
    const started: string[] = [];
    const burst = Array.from({ length: 5 }, (_, index) => gate(started, `burst${index}`));
    const bystander = gate(started, "bystander");
    const runs = burst.map((g) => limiter.run("attacker", g.task));
    runs.push(limiter.run("bystander", bystander.task));
    await tick();
    burst[0]?.finish();
    await tick();
    expect(started).toEqual(["burst0", "bystander"]);
    bystander.finish();
    for (const g of burst) g.finish();
    await Promise.all(runs);
    expect(started.slice(2)).toEqual(["burst1", "burst2", "burst3", "burst4"]);
  });

  it("frees the slot of a task that failed", async () => {
    const limiter = createKeyedLimiter({ concurrency: 1, perKey: 1 });
    await expect(limiter.run("a", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(limiter.run("a", () => Promise.resolve("ran"))).resolves.toBe("ran");
  });
});
