import { describe, expect, it } from "vitest";
import { createObserver } from "../../src/observer/observer.js";
import type { ServerEvent } from "../../src/observer/server-event.js";

const event: ServerEvent = { type: "booking.changed", merchantId: "m", bookingId: "b", change: "created" };

describe("createObserver", () => {
  it("calls every subscriber with each event until it unsubscribes", () => {
    const observer = createObserver();
    const first: ServerEvent[] = [];
    const second: ServerEvent[] = [];
    const stopFirst = observer.subscribe((seen) => void first.push(seen));
    observer.subscribe((seen) => void second.push(seen));
    observer.emit(event);
    stopFirst();
    observer.emit(event);
    expect(first).toEqual([event]);
    expect(second).toEqual([event, event]);
  });

  it("says whether anyone listens, so emitting costs nothing while nobody does", () => {
    const observer = createObserver();
    expect(observer.listening).toBe(false);
    const stop = observer.subscribe(() => {});
    expect(observer.listening).toBe(true);
    stop();
    expect(observer.listening).toBe(false);
  });

  it("catches a throwing listener, reports it once, and still calls the listeners after it", () => {
    const reported: unknown[] = [];
    const observer = createObserver((error) => reported.push(error));
    const seen: ServerEvent[] = [];
    observer.subscribe(() => {
      throw new Error("broken listener");
    });
    observer.subscribe((emitted) => void seen.push(emitted));
    expect(() => observer.emit(event)).not.toThrow();
    observer.emit(event);
    expect(seen).toHaveLength(2);
    expect(reported).toHaveLength(1);
    expect(String(reported[0])).toContain("broken listener");
  });

  it("lets a listener unsubscribe while an event is being emitted without skipping the next one", () => {
    const observer = createObserver();
    const calls: string[] = [];
    const stop = observer.subscribe(() => {
      calls.push("first");
      stop();
    });
    observer.subscribe(() => void calls.push("second"));
    observer.emit(event);
    observer.emit(event);
    expect(calls).toEqual(["first", "second", "second"]);
  });
});
