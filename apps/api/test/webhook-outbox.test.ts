import { sql, eq } from "drizzle-orm";
import { bookings, webhookDeliveries, webhookEvents } from "@reservation-api/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookEventSchema } from "@reservation-api/contract";
import { bookingBody, createBooking } from "./support/booking-requests.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { subscribe } from "./support/webhook-fixtures.js";
import { present } from "@reservation-api/test-support";
import { bookingOf } from "./support/response-bodies.js";
import { objectContaining } from "./support/asymmetric-matchers.js";

const DOOMED_KEY = "9a0d6c1e-5f7b-4c3e-8a2d-1b6f0e9c4d71";

// Delivery stays off here: these tests look at the outbox rows the requests commit.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function eventsOf(merchantId: string) {
  const rows = await api.db.select().from(webhookEvents).where(eq(webhookEvents.merchantId, merchantId));
  return rows.map((row) => webhookEventSchema.parse(row.payload));
}

describe("the webhook outbox", () => {
  it("records one booking.created event per created booking, with a delivery per subscribed endpoint", async () => {
    const merchant = await api.seedMerchant();
    const endpoint = await subscribe(api.db, merchant.merchantId, "http://127.0.0.1:9/a");
    const response = await createBooking(api, merchant.headers, bookingBody());
    expect(response.status).toBe(201);
    const events = await eventsOf(merchant.merchantId);
    expect(events).toEqual([objectContaining({ type: "booking.created", data: { booking: bookingOf(response) } })]);
    const deliveries = await api.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(deliveries).toEqual([objectContaining({ eventId: present(events[0]).id, status: "pending" })]);
  });

  it("records nothing new when a create is replayed with its Idempotency-Key", async () => {
    const merchant = await api.seedMerchant();
    const key = crypto.randomUUID();
    const body = bookingBody();
    expect((await createBooking(api, merchant.headers, body, key)).status).toBe(201);
    const replay = await createBooking(api, merchant.headers, body, key);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(await eventsOf(merchant.merchantId)).toHaveLength(1);
  });

  it("records no event for a create whose transaction rolls back after the booking was written", async () => {
    const merchant = await api.seedMerchant();
    // Fails the create at COMMIT (a deferred trigger), after its booking, event and idempotency record were written.
    await api.db.execute(
      sql.raw(`
      create or replace function fail_marked_key() returns trigger language plpgsql as $$
      begin
        if new.idempotency_key = '${DOOMED_KEY}' then raise exception 'forced rollback'; end if;
        return new;
      end $$`),
    );
    await api.db.execute(
      sql.raw(`
      create constraint trigger fail_marked_key after insert on idempotency_records
        deferrable initially deferred for each row execute function fail_marked_key();`),
    );
    try {
      const failed = await createBooking(api, merchant.headers, bookingBody(), DOOMED_KEY);
      expect(failed.status).toBe(500);
      const ok = await createBooking(api, merchant.headers, bookingBody({ localTime: "20:00" }));
      expect(ok.status).toBe(201);
    } finally {
      await api.db.execute(sql.raw("drop trigger fail_marked_key on idempotency_records"));
      await api.db.execute(sql.raw("drop function fail_marked_key()"));
    }
    const stored = await api.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.merchantId, merchant.merchantId));
    const events = await eventsOf(merchant.merchantId);
    expect(events.map((event) => (event.type === "booking.created" ? event.data.booking.id : undefined))).toEqual(
      stored.map((row) => row.id),
    );
    expect(events).toHaveLength(1);
  });

  it("records exactly one event per committed booking when creates race for the last seats", async () => {
    const merchant = await api.seedMerchant({ settings: { seatCapacity: 4 } });
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => createBooking(api, merchant.headers, bookingBody({ partySize: 1 }))),
    );
    const created = responses
      .filter((response) => response.status === 201)
      .map((response) => bookingOf(response).id)
      .sort();
    expect(created).toHaveLength(4);
    const events = await eventsOf(merchant.merchantId);
    expect(events.map((event) => (event.type === "booking.created" ? event.data.booking.id : "")).sort()).toEqual(created);
  });

  it("records a status change with its previous status, and nothing for setting the same status", async () => {
    const merchant = await api.seedMerchant();
    const booking = bookingOf(await createBooking(api, merchant.headers, bookingBody()));
    const patch = (status: string) =>
      api.call(`/api/external/v1/bookings/${booking.id}/status`, {
        method: "PATCH",
        headers: merchant.headers,
        body: { status },
      });
    await patch("cancelled");
    await patch("cancelled");
    await patch("pending");
    const changes = (await eventsOf(merchant.merchantId)).filter((event) => event.type === "booking.status_changed");
    expect(
      changes.map((event) => event.type === "booking.status_changed" && [event.data.previousStatus, event.data.status]),
    ).toEqual([
      ["pending", "cancelled"],
      ["cancelled", "pending"],
    ]);
  });

  it("records one event per real change when status updates race", async () => {
    const merchant = await api.seedMerchant();
    const booking = bookingOf(await createBooking(api, merchant.headers, bookingBody()));
    const statuses = ["checked-in", "cancelled", "no-show", "pending", "checked-in", "cancelled", "no-show", "pending"];
    const responses = await Promise.all(
      statuses.map((status) =>
        api.call(`/api/external/v1/bookings/${booking.id}/status`, {
          method: "PATCH",
          headers: merchant.headers,
          body: { status },
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(statuses.map(() => 200));
    const changes = (await eventsOf(merchant.merchantId)).flatMap((event) =>
      event.type === "booking.status_changed" ? [event] : [],
    );
    changes.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    // Stamped strictly in the order made, and chained: each change starts where the previous one
    // left the booking, ending at its stored status.
    expect(new Set(changes.map((change) => change.createdAt)).size).toBe(changes.length);
    let status = "pending";
    for (const change of changes) {
      expect(change.data.previousStatus).toBe(status);
      expect(change.data.status).not.toBe(status);
      status = change.data.status;
    }
    const [stored] = await api.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id));
    expect(present(stored).status).toBe(status);
  });
});
