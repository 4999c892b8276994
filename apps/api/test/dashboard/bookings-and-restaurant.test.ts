import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody, CREATE_PATH, createBooking } from "../support/booking-requests.js";
import { rejectionOf, signedInMember } from "../support/dashboard-client.js";
import { startTestApi, type TestApi } from "../support/test-api.js";

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const DAY = "2026-06-02";

async function bookedThroughApi(
  headers: Record<string, string>,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; bookingRef: string }> {
  const response = await createBooking(api, headers, bookingBody({ localDate: DAY, ...overrides }));
  expect(response.status).toBe(201);
  return response.body as { id: string; bookingRef: string };
}

async function statusSeenByRestApi(headers: Record<string, string>, id: string): Promise<string | undefined> {
  const response = await api.call(`${CREATE_PATH}?startDate=${DAY}&endDate=${DAY}`, { headers });
  expect(response.status).toBe(200);
  const { bookings } = response.body as { bookings: { id: string; status: string }[] };
  return bookings.find((booking) => booking.id === id)?.status;
}

describe("dashboard bookings and restaurant procedures", () => {
  it("show a viewer the day's slot grid and bookings, as the availability endpoint computes them", async () => {
    const merchant = await api.seedMerchant();
    const booking = await bookedThroughApi(merchant.headers, { customerName: "Grace Guest", partySize: 4 });
    const viewer = await signedInMember(api, merchant.merchantId, { role: "viewer" });

    const day = await viewer.trpc.bookings.day.query({ date: DAY, partySize: 4 });
    const availability = await api.call(`/api/external/v1/availability?date=${DAY}&partySize=4`, { headers: merchant.headers });
    const expected = availability.body as { availableSlots: string[]; fullSlots: string[] };
    expect(day.availableSlots).toEqual(expected.availableSlots);
    expect(day.fullSlots).toEqual(expected.fullSlots);
    expect(day.bookings.map((row) => [row.id, row.customerName, row.partySize, row.status])).toEqual([
      [booking.id, "Grace Guest", 4, "pending"],
    ]);
    expect((await viewer.trpc.bookings.day.query({ date: DAY, status: ["cancelled"] })).bookings).toEqual([]);

    const settings = await viewer.trpc.restaurant.settings.query();
    expect(settings).toMatchObject({
      timezone: "Europe/London",
      seatCapacity: 10,
      seatingDurationMinutes: 90,
      minPartySize: 1,
      maxPartySize: 8,
    });
  });

  it("let an admin change a status through the API's own service, seen by the REST list and recorded as the user", async () => {
    const merchant = await api.seedMerchant();
    const booking = await bookedThroughApi(merchant.headers);
    const admin = await signedInMember(api, merchant.merchantId);

    const changed = await admin.trpc.bookings.setStatus.mutate({ bookingId: booking.id, status: "checked-in" });
    expect(changed.status).toBe("checked-in");
    expect(await statusSeenByRestApi(merchant.headers, booking.id)).toBe("checked-in");
    // Setting the same status again is no change and is not logged twice.
    await admin.trpc.bookings.setStatus.mutate({ bookingId: booking.id, status: "checked-in" });

    const activity = await admin.trpc.activity.list.query();
    const changes = activity.items.filter((item) => item.action === "booking.status_changed");
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      actor: `Name of ${admin.email}`,
      actorKind: "user",
      details: { bookingRef: booking.bookingRef, from: "pending", to: "checked-in" },
    });
  });

  it("refuse a viewer's status change on the server, leaving the booking as it was", async () => {
    const merchant = await api.seedMerchant();
    const booking = await bookedThroughApi(merchant.headers);
    const viewer = await signedInMember(api, merchant.merchantId, { role: "viewer" });

    const refusal = await rejectionOf(viewer.trpc.bookings.setStatus.mutate({ bookingId: booking.id, status: "cancelled" }));
    expect(refusal.data?.code).toBe("FORBIDDEN");
    expect(viewer.state.lastResponse?.status).toBe(403);
    expect(await statusSeenByRestApi(merchant.headers, booking.id)).toBe("pending");
  });

  it("answer another merchant's booking id as not found and never show or change it", async () => {
    const merchantA = await api.seedMerchant();
    const merchantB = await api.seedMerchant();
    const bookingB = await bookedThroughApi(merchantB.headers, { customerName: "Only In B" });
    const adminA = await signedInMember(api, merchantA.merchantId);

    const refusal = await rejectionOf(adminA.trpc.bookings.setStatus.mutate({ bookingId: bookingB.id, status: "cancelled" }));
    expect(refusal.data?.code).toBe("NOT_FOUND");
    expect(adminA.state.lastResponse?.status).toBe(404);
    expect(await statusSeenByRestApi(merchantB.headers, bookingB.id)).toBe("pending");

    const dayOfA = await adminA.trpc.bookings.day.query({ date: DAY });
    expect(JSON.stringify(dayOfA)).not.toContain("Only In B");
    expect((await adminA.trpc.activity.list.query()).items.filter((item) => item.action === "booking.status_changed")).toEqual(
      [],
    );
    // A merchant id sent along is not part of the input at all.
    const sneaky = adminA.trpc.bookings.setStatus.mutate as (input: unknown) => Promise<unknown>;
    expect(
      (await rejectionOf(sneaky({ bookingId: bookingB.id, status: "cancelled", merchantId: merchantB.merchantId }))).data?.code,
    ).toBe("BAD_REQUEST");
  });

  it("answer a bad date or status with field errors, not a server error", async () => {
    const merchant = await api.seedMerchant();
    const admin = await signedInMember(api, merchant.merchantId);
    const badDate = await rejectionOf(admin.trpc.bookings.day.query({ date: "2026-02-30" }));
    expect(badDate.data?.code).toBe("BAD_REQUEST");
    expect(badDate.data?.fieldErrors?.map((error) => error.field)).toEqual(["date"]);
    const badStatus = await rejectionOf(
      (admin.trpc.bookings.setStatus.mutate as (input: unknown) => Promise<unknown>)({
        bookingId: crypto.randomUUID(),
        status: "eaten",
      }),
    );
    expect(badStatus.data?.code).toBe("BAD_REQUEST");
    const missing = await rejectionOf(
      admin.trpc.bookings.setStatus.mutate({ bookingId: crypto.randomUUID(), status: "cancelled" }),
    );
    expect(missing.data?.code).toBe("NOT_FOUND");
  });
});
