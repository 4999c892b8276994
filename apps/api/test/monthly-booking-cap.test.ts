import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@reservation-api/db";
import { bookingBody, createBooking, expectCreateRefused } from "./support/booking-requests.js";
import type { TestMerchant } from "./support/merchant-fixtures.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { present } from "@reservation-api/test-support";
import { bookingOf } from "./support/response-bodies.js";

const NOW = "2026-06-01T09:00:00.000Z";
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ now: NOW });
});
afterAll(() => api.close());

const expectCapReached = (merchant: TestMerchant, body: Record<string, unknown>) =>
  expectCreateRefused(api, merchant, body, 403, "BOOKING_LIMIT_REACHED");

/** A booking written straight into the table, as a seed or an import would, created at `createdAt`. */
async function insertBookingDirectly(merchantId: string, createdAt: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    api.db,
    sql`insert into bookings (id, merchant_id, booking_ref, customer_name, party_size, booking_time, status, source, created_at, updated_at)
        values (gen_random_uuid(), ${merchantId}::uuid, ${`SEED-${crypto.randomUUID()}`}, 'Seeded Guest', 2,
                '2026-06-20T18:00:00Z', 'pending', 'phone', ${createdAt}::timestamptz, ${createdAt}::timestamptz)
        returning id`,
  );
  return present(row).id;
}

describe("BOOKING_LIMIT_REACHED", () => {
  it("once the month's cap is reached, counting cancelled bookings too", async () => {
    const merchant = await api.seedMerchant({ settings: { monthlyBookingCap: 2 } });
    const first = await createBooking(api, merchant.headers, bookingBody({ localTime: "17:00" }));
    await api.call(`/api/external/v1/bookings/${bookingOf(first).id}/status`, {
      method: "PATCH",
      headers: merchant.headers,
      body: { status: "cancelled" },
    });
    expect((await createBooking(api, merchant.headers, bookingBody({ localTime: "17:15" }))).status).toBe(201);
    await expectCapReached(merchant, bookingBody({ localTime: "17:30" }));
  });

  it("resets in the next restaurant-local month, into which a create just after local midnight counts", async () => {
    const merchant = await api.seedMerchant({ settings: { monthlyBookingCap: 1 } });
    expect((await createBooking(api, merchant.headers, bookingBody())).status).toBe(201);
    await expectCapReached(merchant, bookingBody({ localDate: "2026-07-02" }));
    api.clock.set("2026-06-30T23:30:00.000Z"); // 00:30 on 1 July in London, still June in UTC
    try {
      expect((await createBooking(api, merchant.headers, bookingBody({ localDate: "2026-07-02" }))).status).toBe(201);
      await expectCapReached(merchant, bookingBody({ localDate: "2026-07-03" }));
    } finally {
      api.clock.set(NOW);
    }
  });

  it("wins over a full slot", async () => {
    const merchant = await api.seedMerchant({ settings: { monthlyBookingCap: 1, seatCapacity: 2 } });
    expect((await createBooking(api, merchant.headers, bookingBody({ partySize: 2 }))).status).toBe(201);
    await expectCapReached(merchant, bookingBody({ partySize: 2 }));
  });

  it("counts bookings however they reached the table, and stops counting one that is removed", async () => {
    const merchant = await api.seedMerchant({ settings: { monthlyBookingCap: 3 } });
    await insertBookingDirectly(merchant.merchantId, "2026-05-31T22:30:00Z"); // 23:30 on 31 May in London: May's
    await insertBookingDirectly(merchant.merchantId, "2026-05-31T23:30:00Z"); // 00:30 on 1 June in London: June's
    const seeded = await insertBookingDirectly(merchant.merchantId, NOW);
    expect((await createBooking(api, merchant.headers, bookingBody())).status).toBe(201);
    await expectCapReached(merchant, bookingBody({ localTime: "19:15" }));
    await queryRows(api.db, sql`delete from bookings where id = ${seeded}::uuid`);
    expect((await createBooking(api, merchant.headers, bookingBody({ localTime: "19:15" }))).status).toBe(201);
  });
});
