import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { present } from "@reservation-api/test-support";
import { bookingBody, createBooking } from "./support/booking-requests.js";
import type { TestMerchant } from "./support/merchant-fixtures.js";
import { anyString } from "./support/asymmetric-matchers.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { bookingListOf, bookingOf, errorBodyOf } from "./support/response-bodies.js";

let api: TestApi;
let merchant: TestMerchant;
let stranger: TestMerchant;
let created: Array<{ id: string; bookingTimeUtc: string; status: string }> = [];

const LATE_EVENING = { open: "17:00", close: "24:00" };
const EVERY_DAY = Object.fromEntries(["1", "2", "3", "4", "5", "6", "7"].map((day) => [day, [LATE_EVENING]]));

beforeAll(async () => {
  api = await startTestApi({ now: "2026-06-01T09:00:00.000Z" });
  merchant = await api.seedMerchant({ settings: { weeklyHours: EVERY_DAY, seatingDurationMinutes: 30, seatCapacity: 100 } });
  stranger = await api.seedMerchant();
  const plan = [
    ...["2026-06-02", "2026-06-03", "2026-06-04"].flatMap((localDate) =>
      ["17:00", "18:00", "19:00", "19:00", "20:00", "21:00", "23:30", "23:30"].map((localTime) => ({ localDate, localTime })),
    ),
    { localDate: "2026-06-05", localTime: "18:00" },
  ];
  created = [];
  for (const slot of plan) {
    const response = await createBooking(api, merchant.headers, bookingBody(slot));
    expect(response.status).toBe(201);
    created.push(bookingOf(response));
  }
  for (const [index, booking] of created.entries()) {
    const status = index % 5 === 0 ? "cancelled" : index % 7 === 0 ? "checked-in" : "pending";
    if (status === "pending") continue;
    await api.call(`/api/external/v1/bookings/${booking.id}/status`, {
      method: "PATCH",
      headers: merchant.headers,
      body: { status },
    });
    booking.status = status;
  }
  await createBooking(api, stranger.headers, bookingBody({ localDate: "2026-06-03" }));
});
afterAll(() => api.close());

function inListOrder<T extends { id: string; bookingTimeUtc: string }>(bookings: T[]): string[] {
  return [...bookings]
    .sort((a, b) => a.bookingTimeUtc.localeCompare(b.bookingTimeUtc) || a.id.localeCompare(b.id))
    .map((booking) => booking.id);
}

function list(query: string, who: TestMerchant = merchant) {
  return api.call(`/api/external/v1/bookings?${query}`, { headers: who.headers });
}

describe("listing bookings", () => {
  it("walks every booking exactly once, in (bookingTimeUtc, id) order, over pages of 7", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await list(`startDate=2026-06-01&endDate=2026-06-30&limit=7${cursor ? `&cursor=${cursor}` : ""}`);
      expect(response.status).toBe(200);
      const { bookings, pagination } = bookingListOf(response);
      expect(pagination.total).toBe(created.length);
      expect(pagination.limit).toBe(7);
      seen.push(...bookings.map((booking: { id: string }) => booking.id));
      expect(pagination.hasMore).toBe(pagination.nextCursor !== null);
      if (pagination.hasMore) expect(pagination.nextCursor).toBe(bookings.at(-1)?.id);
      cursor = pagination.nextCursor;
      pages++;
    } while (cursor !== null);
    expect(pages).toBe(Math.ceil(created.length / 7));
    expect(seen).toEqual(inListOrder(created));
  });

  it("uses a default page size of 50 and accepts 200", async () => {
    expect(bookingListOf(await list("startDate=2026-06-01&endDate=2026-06-30")).pagination).toMatchObject({
      limit: 50,
      hasMore: false,
    });
    expect(bookingListOf(await list("startDate=2026-06-01&endDate=2026-06-30&limit=200")).pagination.limit).toBe(200);
  });

  it("filters by one status or a comma-separated list, with total counting the filtered set", async () => {
    const cancelled = created.filter((booking) => booking.status === "cancelled");
    const single = await list("startDate=2026-06-01&endDate=2026-06-30&status=cancelled");
    expect(bookingListOf(single).bookings.map((booking: { id: string }) => booking.id)).toEqual(inListOrder(cancelled));
    expect(bookingListOf(single).pagination.total).toBe(cancelled.length);
    const several = created.filter((booking) => booking.status === "cancelled" || booking.status === "checked-in");
    const multiple = await list("startDate=2026-06-01&endDate=2026-06-30&status=cancelled,checked-in&limit=3");
    expect(bookingListOf(multiple).pagination.total).toBe(several.length);
    expect(bookingListOf(multiple).bookings).toHaveLength(3);
  });

  it("takes restaurant-local dates inclusively: a 23:30 booking belongs to its local date", async () => {
    const response = await list("startDate=2026-06-03&endDate=2026-06-03");
    expect(bookingListOf(response).pagination.total).toBe(8);
    expect(bookingListOf(response).bookings.every((booking: { localDate: string }) => booking.localDate === "2026-06-03")).toBe(
      true,
    );
    expect(bookingListOf(response).bookings.at(-1)).toMatchObject({
      localTime: "23:30",
      bookingTimeUtc: "2026-06-03T22:30:00.000Z",
    });
    expect(bookingListOf(await list("startDate=2026-06-05&endDate=2026-06-05")).pagination.total).toBe(1);
  });

  it("never shows another merchant's bookings", async () => {
    const mine = await list("startDate=2026-06-01&endDate=2026-06-30&limit=200");
    const theirs = await list("startDate=2026-06-01&endDate=2026-06-30&limit=200", stranger);
    expect(bookingListOf(theirs).pagination.total).toBe(1);
    const myIds = new Set(bookingListOf(mine).bookings.map((booking: { id: string }) => booking.id));
    expect(myIds.has(present(bookingListOf(theirs).bookings[0]).id)).toBe(false);
  });

  it.each([
    ["endDate", "startDate=2026-06-10&endDate=2026-06-01"],
    ["endDate", "startDate=2026-01-01&endDate=2027-01-02"],
    ["startDate", "endDate=2026-06-01"],
    ["limit", "startDate=2026-06-01&endDate=2026-06-30&limit=0"],
    ["limit", "startDate=2026-06-01&endDate=2026-06-30&limit=201"],
    ["limit", "startDate=2026-06-01&endDate=2026-06-30&limit=-1"],
    ["limit", "startDate=2026-06-01&endDate=2026-06-30&limit=abc"],
    ["status", "startDate=2026-06-01&endDate=2026-06-30&status=pending,finished"],
    ["cursor", "startDate=2026-06-01&endDate=2026-06-30&cursor=not-a-uuid"],
  ])("rejects a bad %s (%s) with VALIDATION_ERROR", async (field, query) => {
    const response = await list(query);
    expect(response.status).toBe(400);
    expect(errorBodyOf(response).code).toBe("VALIDATION_ERROR");
    expect(errorBodyOf(response).errors?.map((error) => error.field)).toContain(field);
  });

  it("accepts a range of exactly 366 days", async () => {
    expect((await list("startDate=2026-01-01&endDate=2027-01-01")).status).toBe(200);
  });

  it("rejects a cursor that is not one of this merchant's bookings", async () => {
    const theirs = await list("startDate=2026-06-01&endDate=2026-06-30", stranger);
    for (const cursor of [crypto.randomUUID(), present(bookingListOf(theirs).bookings[0]).id]) {
      const response = await list(`startDate=2026-06-01&endDate=2026-06-30&cursor=${cursor}`);
      expect(response.status).toBe(400);
      expect(errorBodyOf(response).errors).toEqual([{ field: "cursor", message: anyString() }]);
    }
  });

  // The page, its total and the cursor's position come from one statement; an empty page needs
  // the second look that tells "past the end" from "not your booking".
  it("answers a cursor at the last booking with an empty page and the full total, and still checks auth and the query before the cursor", async () => {
    const all = await list("startDate=2026-06-01&endDate=2026-06-30&limit=200");
    const last = present(bookingListOf(all).bookings.at(-1)).id;
    const past = await list(`startDate=2026-06-01&endDate=2026-06-30&cursor=${last}`);
    expect(past.status).toBe(200);
    expect(bookingListOf(past).bookings).toEqual([]);
    expect(bookingListOf(past).pagination).toEqual({
      nextCursor: null,
      hasMore: false,
      limit: 50,
      total: bookingListOf(all).pagination.total,
    });

    const foreign = crypto.randomUUID();
    const unauthenticated = await api.call(
      `/api/external/v1/bookings?startDate=2026-06-01&endDate=2026-06-30&cursor=${foreign}`,
      {
        headers: { ...merchant.headers, Authorization: "Bearer wrong" },
      },
    );
    expect(errorBodyOf(unauthenticated).code).toBe("INVALID_API_KEY");
    const badLimit = await list(`startDate=2026-06-01&endDate=2026-06-30&limit=0&cursor=${foreign}`);
    expect(errorBodyOf(badLimit).errors).toEqual([{ field: "limit", message: anyString() }]);
  });
});
