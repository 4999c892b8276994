import { eq } from "drizzle-orm";
import { webhookEvents } from "@reservation-api/db";
import { webhookEventSchema } from "@reservation-api/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody, createBooking } from "../support/booking-requests.js";
import { rejectionOf, signedInMember } from "../support/dashboard-client.js";
import { startTestApi, type TestApi } from "../support/test-api.js";

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const DAY = "2026-06-02";

async function booked(headers: Record<string, string>, overrides: Record<string, unknown> = {}) {
  const response = await createBooking(api, headers, bookingBody({ localDate: DAY, ...overrides }));
  expect(response.status).toBe(201);
  return response.body as { id: string; bookingRef: string };
}

async function eventsOf(merchantId: string) {
  const rows = await api.db.select().from(webhookEvents).where(eq(webhookEvents.merchantId, merchantId));
  return rows.map((row) => webhookEventSchema.parse(row.payload));
}

describe("dashboard booking changes", () => {
  it("let an admin move a booking through the API's service: changed, logged as the user, booking.updated emitted", async () => {
    const merchant = await api.seedMerchant();
    const booking = await booked(merchant.headers, { localTime: "19:00", partySize: 4 });
    const admin = await signedInMember(api, merchant.merchantId);

    const read = await admin.trpc.bookings.get.query({ identifier: booking.bookingRef });
    expect(read.booking).toMatchObject({ id: booking.id, localTime: "19:00", partySize: 4 });
    const result = await admin.trpc.bookings.update.mutate({
      identifier: booking.id,
      changes: { localTime: "20:00", notes: "Moved by phone" },
      ifMatch: read.etag,
    });
    expect(result.changed).toBe(true);
    expect(result.booking).toMatchObject({
      id: booking.id,
      localTime: "20:00",
      specialNotes: "Moved by phone",
      status: "pending",
    });
    expect(result.etag).not.toBe(read.etag);

    const day = await admin.trpc.bookings.day.query({ date: DAY });
    expect(day.bookings.map((row) => [row.id, row.localTime])).toEqual([[booking.id, "20:00"]]);
    const activity = (await admin.trpc.activity.list.query()).items.filter((item) => item.action.startsWith("booking."));
    expect(activity).toHaveLength(1);
    expect(activity[0]).toMatchObject({ actor: `Name of ${admin.email}`, actorKind: "user" });
    expect(JSON.stringify(activity[0]?.details)).toContain(booking.bookingRef);

    const updates = (await eventsOf(merchant.merchantId)).filter((event) => event.type === "booking.updated");
    expect(updates).toHaveLength(1);
    expect(updates[0]?.data).toMatchObject({
      booking: { id: booking.id, localTime: "20:00" },
      changes: { localTime: { from: "19:00", to: "20:00" }, specialNotes: { from: null, to: "Moved by phone" } },
    });
  });

  it("refuse a change made on a stale ETag, and answer a full time with the alternatives the dialog offers", async () => {
    const merchant = await api.seedMerchant();
    const booking = await booked(merchant.headers, { localTime: "19:00", partySize: 4 });
    await booked(merchant.headers, { localTime: "20:30", partySize: 6 });
    const admin = await signedInMember(api, merchant.merchantId);
    const read = await admin.trpc.bookings.get.query({ identifier: booking.id });
    await admin.trpc.bookings.update.mutate({ identifier: booking.id, changes: { partySize: 5 } });

    const stale = await rejectionOf(
      admin.trpc.bookings.update.mutate({ identifier: booking.id, changes: { partySize: 6 }, ifMatch: read.etag }),
    );
    expect(stale.data?.code).toBe("PRECONDITION_FAILED");
    expect((await admin.trpc.bookings.get.query({ identifier: booking.id })).booking.partySize).toBe(5);

    const full = await rejectionOf(
      admin.trpc.bookings.update.mutate({ identifier: booking.id, changes: { localTime: "20:00" } }),
    );
    expect(full.data?.code).toBe("BAD_REQUEST");
    expect(full.data?.refusal).toBe("CAPACITY_EXCEEDED");
    expect(full.data?.alternatives?.length).toBeGreaterThan(0);

    await admin.trpc.bookings.setStatus.mutate({ bookingId: booking.id, status: "checked-in" });
    const notPending = await rejectionOf(
      admin.trpc.bookings.update.mutate({ identifier: booking.id, changes: { partySize: 2 } }),
    );
    expect(notPending.data?.refusal).toBe("BOOKING_NOT_MODIFIABLE");
    expect(notPending.data?.code).toBe("CONFLICT");
  });

  it("offer the slots for a change without counting the booking's own seats", async () => {
    const merchant = await api.seedMerchant();
    const booking = await booked(merchant.headers, { localTime: "19:00", partySize: 6 });
    const admin = await signedInMember(api, merchant.merchantId);

    // Another party of 8 at 19:00 does not fit beside the 6 (10 seats)...
    const day = await admin.trpc.bookings.day.query({ date: DAY, partySize: 8 });
    expect(day.fullSlots).toContain("19:00");
    // ...but growing this booking from 6 to 8 needs only 2 more seats.
    const slots = await admin.trpc.bookings.slotsForChange.query({
      identifier: booking.bookingRef,
      localDate: DAY,
      partySize: 8,
    });
    expect(slots.availableSlots).toContain("19:00");
    expect(slots.fullSlots).toEqual([]);
    const grown = await admin.trpc.bookings.update.mutate({ identifier: booking.id, changes: { partySize: 8 } });
    expect(grown.booking.partySize).toBe(8);
  });

  it("refuse a viewer on the server, whatever the page shows, and leave the booking as it was", async () => {
    const merchant = await api.seedMerchant();
    const booking = await booked(merchant.headers, { localTime: "19:00" });
    const viewer = await signedInMember(api, merchant.merchantId, { role: "viewer" });

    const refusal = await rejectionOf(
      viewer.trpc.bookings.update.mutate({ identifier: booking.id, changes: { localTime: "20:00" } }),
    );
    expect(refusal.data?.code).toBe("FORBIDDEN");
    expect(viewer.state.lastResponse?.status).toBe(403);
    expect((await rejectionOf(viewer.trpc.bookings.get.query({ identifier: booking.id }))).data?.code).toBe("FORBIDDEN");
    const day = await viewer.trpc.bookings.day.query({ date: DAY });
    expect(day.bookings.map((row) => row.localTime)).toEqual(["19:00"]);
    expect((await eventsOf(merchant.merchantId)).filter((event) => event.type === "booking.updated")).toEqual([]);
  });

  it("answer another merchant's booking as not found, reading, offering slots or changing", async () => {
    const merchantA = await api.seedMerchant();
    const merchantB = await api.seedMerchant();
    const bookingB = await booked(merchantB.headers, { localTime: "19:00" });
    const adminA = await signedInMember(api, merchantA.merchantId);

    const change = adminA.trpc.bookings.update.mutate({ identifier: bookingB.id, changes: { localTime: "20:00" } });
    expect((await rejectionOf(change)).data?.code).toBe("NOT_FOUND");
    expect((await rejectionOf(adminA.trpc.bookings.get.query({ identifier: bookingB.bookingRef }))).data?.code).toBe("NOT_FOUND");
    const slots = adminA.trpc.bookings.slotsForChange.query({ identifier: bookingB.id, localDate: DAY, partySize: 2 });
    expect((await rejectionOf(slots)).data?.code).toBe("NOT_FOUND");
    const adminB = await signedInMember(api, merchantB.merchantId);
    expect((await adminB.trpc.bookings.get.query({ identifier: bookingB.id })).booking.localTime).toBe("19:00");
  });
});
