import { describe, expect, it } from "vitest";
import { EndpointLanes } from "../../src/webhook-delivery/endpoint-lanes.js";
import { present } from "@reservation-api/test-support";

interface Entry {
  endpointId: string;
  queuedAt: number;
  name: string;
}

/** Lanes whose attempts last until the test ends them, by name. */
function lanesOf(limit: number) {
  const running = new Map<string, () => void>();
  const started: string[] = [];
  const lanes = new EndpointLanes<Entry>(limit, (entry) => {
    started.push(entry.name);
    return new Promise<void>((resolve) => running.set(entry.name, resolve));
  });
  const finish = async (name: string) => {
    present(running.get(name))();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { lanes, started, finish };
}

const entry = (endpointId: string, name: string, queuedAt = 0): Entry => ({ endpointId, name, queuedAt });

describe("EndpointLanes", () => {
  it("runs at most `limit` per endpoint, the rest in line in order, while another endpoint goes at once", async () => {
    const { lanes, started, finish } = lanesOf(2);
    for (const name of ["b1", "b2", "b3", "b4"]) lanes.submit(entry("b", name));
    lanes.submit(entry("a", "a1"));
    expect(started).toEqual(["b1", "b2", "a1"]);
    expect(lanes.inFlight("b")).toBe(2);
    expect(lanes.waiting).toBe(2);
    await finish("b2");
    expect(started).toEqual(["b1", "b2", "a1", "b3"]);
    expect(lanes.waiting).toBe(1);
  });

  it("hands back an endpoint's waiting deliveries when it is paused, and only those that waited too long on a sweep", () => {
    const { lanes } = lanesOf(1);
    lanes.submit(entry("b", "b1"));
    lanes.submit(entry("b", "b2", 10));
    lanes.submit(entry("b", "b3", 20));
    lanes.submit(entry("c", "c1"));
    lanes.submit(entry("c", "c2", 5));
    expect(lanes.takeWaitingSince(15).map((taken) => taken.name)).toEqual(["b2", "c2"]);
    const until = new Date("2026-06-01T12:00:00.000Z");
    expect(lanes.pause("b", until).map((taken) => taken.name)).toEqual(["b3"]);
    expect(lanes.pausedUntil("b", new Date(until.getTime() - 1))).toEqual(until);
    expect(lanes.pausedUntil("b", until)).toBeUndefined();
    lanes.resume("b");
    expect(lanes.pausedUntil("b", new Date(0))).toBeUndefined();
    expect(lanes.waiting).toBe(0);
  });

  it("runs a probe whatever the lane's limit", () => {
    const { lanes, started } = lanesOf(1);
    lanes.submit(entry("b", "b1"));
    lanes.submitProbe(entry("b", "probe"));
    expect(started).toEqual(["b1", "probe"]);
  });
});
