import { readdirSync, readFileSync } from "node:fs";

const CLOCK_TICKS_PER_SECOND = 100;

/** User plus system CPU time a process has used so far, in milliseconds (from /proc). */
export function cpuTimeMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name, which sits in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const userTicks = Number(fields[11]);
  const systemTicks = Number(fields[12]);
  return ((userTicks + systemTicks) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/**
 * CPU time all PostgreSQL server processes on this machine have used so far, in milliseconds:
 * the backends come and go with connections, so each reading sums whoever is alive then. A
 * backend that exits between two readings takes its time with it, so hold connections open.
 */
export function postgresCpuTimeMs(): number {
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "postgres") total += cpuTimeMs(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}

/** Resident memory of a process right now, in MiB. */
export function residentMemoryMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}
