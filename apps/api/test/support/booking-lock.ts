import postgres from "postgres";
import { present } from "@reservation-api/test-support";

export interface HeldBookingLock {
  /** Sessions of the database waiting for an advisory lock (this one or any other). */
  waiters(): Promise<number>;
  release(): Promise<void>;
}

/** Holds a merchant's booking lock from outside, so its creates wait inside the database. */
export async function holdBookingLock(url: string, merchantId: string): Promise<HeldBookingLock> {
  const blocker = postgres(url, { max: 1 });
  await blocker`select pg_advisory_lock(hashtextextended(${`bookings:${merchantId}`}, 0))`;
  return {
    async waiters() {
      const [row] = await blocker<{ count: number }[]>`
        select count(*)::int as count from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and wait_event = 'advisory'`;
      return present(row).count;
    },
    async release() {
      await blocker`select pg_advisory_unlock_all()`;
      await blocker.end();
    },
  };
}
