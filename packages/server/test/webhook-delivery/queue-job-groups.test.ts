import { describe, expect, it } from "vitest";
import { DELIVERIES_PER_JOB, groupIntoJobs } from "../../src/webhook-delivery/queue-job-groups.js";

const NOW = new Date("2026-06-01T12:00:00.000Z");
const delivery = (n: number, nextAttemptAt: Date | null) => ({ id: `delivery-${n}`, jobId: `old-job-${n}`, nextAttemptAt });

describe("groupIntoJobs", () => {
  it("puts deliveries due now into shared jobs of at most DELIVERIES_PER_JOB, each delivery once", () => {
    const due = Array.from({ length: 2 * DELIVERIES_PER_JOB + 3 }, (_, n) =>
      delivery(n, n % 2 === 0 ? NOW : new Date(NOW.getTime() - 5_000)),
    );
    const groups = groupIntoJobs(due, NOW);
    expect(groups.map((group) => group.deliveries.length)).toEqual([DELIVERIES_PER_JOB, DELIVERIES_PER_JOB, 3]);
    expect(groups.every((group) => group.startAfterSeconds === 0)).toBe(true);
    expect(groups.flatMap((group) => group.deliveries.map((row) => row.id)).sort()).toEqual(due.map((row) => row.id).sort());
    expect(new Set(groups.map((group) => group.jobId)).size).toBe(groups.length);
  });

  it("keeps a retry due later apart, starting when it is due", () => {
    const groups = groupIntoJobs([delivery(1, NOW), delivery(2, new Date(NOW.getTime() + 1_500)), delivery(3, null)], NOW);
    expect(groups.map((group) => [group.startAfterSeconds, group.deliveries.map((row) => row.id)])).toEqual([
      [0, ["delivery-1", "delivery-3"]],
      [1.5, ["delivery-2"]],
    ]);
  });
});
