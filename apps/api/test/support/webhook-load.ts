import { expect } from "vitest";
import { bookingBody, createBooking } from "./booking-requests.js";
import type { TestMerchant } from "./merchant-fixtures.js";
import type { TestApi } from "./test-api.js";
import { soonLocalDate } from "./webhook-fixtures.js";

const TIMES = ["17:00", "17:30", "18:00", "18:30", "19:00", "19:30", "20:00", "20:30", "21:00"];
let serial = 0;

/** Creates one booking for `who` on a slot and guest of its own (no capacity or duplicate refusal). */
export async function bookDistinct(api: TestApi, who: TestMerchant): Promise<void> {
  serial++;
  const body = bookingBody({
    customerName: `Guest ${serial}`,
    partySize: 1,
    localDate: soonLocalDate(2 + (serial % 20)),
    localTime: TIMES[Math.floor(serial / 20) % TIMES.length],
  });
  expect((await createBooking(api, who.headers, body)).status).toBe(201);
}

/** Creates `count` bookings for `who`, `perSecond` a second, each started on time whatever the others take. */
export async function bookSteadily(api: TestApi, who: TestMerchant, count: number, perSecond: number): Promise<void> {
  const started = Date.now();
  const creates: Promise<void>[] = [];
  for (let n = 0; n < count; n++) {
    const due = started + (n * 1000) / perSecond;
    if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
    creates.push(bookDistinct(api, who));
  }
  await Promise.all(creates);
}

/** Keeps the API's test clock on the real one, for tests that measure delivery lag or wait out pauses. */
export function followRealTime(api: TestApi): () => void {
  api.clock.set(new Date());
  const ticker = setInterval(() => api.clock.set(new Date()), 10);
  return () => clearInterval(ticker);
}
