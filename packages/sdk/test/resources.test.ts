import { describe, expect, it } from "vitest";
import { ReservationClient } from "../src/index.js";
import { BOOKING, errorBody, scriptedFetch, type ScriptedStep } from "./scripted-fetch.js";
import { present } from "@reservation-api/test-support";

const MERCHANT_ID = "5f2b8a3e-7c1d-4e9f-8a6b-2c3d4e5f6a7b";

function clientWith(steps: ScriptedStep[]) {
  const scripted = scriptedFetch(steps);
  const client = new ReservationClient({
    apiKey: "rsv_live_test",
    merchantId: MERCHANT_ID,
    baseUrl: "https://api.example.test",
    fetch: scripted.fetch,
    userAgent: "my-pos/2.3",
  });
  return { client, requests: scripted.requests };
}

function page(ids: string[], nextCursor: string | null, total = 5) {
  return {
    status: 200,
    body: {
      bookings: ids.map((id) => ({ ...BOOKING, id })),
      pagination: { nextCursor, hasMore: nextCursor !== null, limit: 2, total },
    },
  };
}

describe("availability.get", () => {
  it("sends the date and party size with the merchant's credentials", async () => {
    const availability = {
      availableSlots: ["19:00"],
      fullSlots: [],
      timezone: "Europe/London",
      minPartySize: 1,
      maxPartySize: 8,
    };
    const { client, requests } = clientWith([{ status: 200, body: availability }]);
    expect(await client.availability.get({ date: "2026-05-01", partySize: 2 })).toEqual(availability);
    const [request] = requests;
    expect(request?.url).toBe("https://api.example.test/api/external/v1/availability?date=2026-05-01&partySize=2");
    expect(request?.headers.get("authorization")).toBe("Bearer rsv_live_test");
    expect(request?.headers.get("x-merchant-id")).toBe(MERCHANT_ID);
    expect(request?.headers.get("user-agent")).toMatch(/^reservation-api-sdk\/\S+ my-pos\/2\.3$/);
  });

  it("refuses a date that is not a YYYY-MM-DD string before sending anything", async () => {
    const { client, requests } = clientWith([{ status: 200, body: {} }]);
    await expect(client.availability.get({ date: new Date() as unknown as string, partySize: 2 })).rejects.toThrow(TypeError);
    await expect(client.availability.get({ date: "1/5/2026", partySize: 2 })).rejects.toThrow(/YYYY-MM-DD/);
    expect(requests).toHaveLength(0);
  });
});

describe("bookings.list and listAll", () => {
  it("returns a page and walks every page with for await", async () => {
    const { client, requests } = clientWith([page(["a", "b"], "b"), page(["c", "d"], "d"), page(["e"], null)]);
    const first = await client.bookings.list({
      startDate: "2026-05-01",
      endDate: "2026-05-31",
      limit: 2,
      status: ["pending", "checked-in"],
    });
    expect(first.bookings.map((booking) => booking.id)).toEqual(["a", "b"]);
    expect(first.pagination.total).toBe(5);
    const ids: string[] = [];
    for await (const booking of first) ids.push(booking.id);
    expect(ids).toEqual(["a", "b", "c", "d", "e"]);
    expect(requests.map((request) => new URL(request.url).searchParams.get("cursor"))).toEqual([null, "b", "d"]);
    expect(new URL(present(requests[1]).url).searchParams.get("status")).toBe("pending,checked-in");
  });

  it("resumes from a cursor with listAll", async () => {
    const { client, requests } = clientWith([page(["c", "d"], "d"), page(["e"], null)]);
    const ids: string[] = [];
    for await (const booking of client.bookings.listAll({ startDate: "2026-05-01", endDate: "2026-05-31", cursor: "b" })) {
      ids.push(booking.id);
    }
    expect(ids).toEqual(["c", "d", "e"]);
    expect(new URL(present(requests[0]).url).searchParams.get("cursor")).toBe("b");
  });

  it("says when there is no next page", async () => {
    const { client } = clientWith([page(["a"], null, 1)]);
    const only = await client.bookings.list({ startDate: "2026-05-01", endDate: "2026-05-01" });
    expect(only.hasNextPage()).toBe(false);
    expect(await only.nextPage()).toBeNull();
  });
});

describe("bookings.updateStatus", () => {
  it("patches the status by id or ref, encoding the path", async () => {
    const { localDate, localTime, ...result } = BOOKING;
    const { client, requests } = clientWith([{ status: 200, body: { ...result, status: "checked-in" } }]);
    const updated = await client.bookings.updateStatus("k7qx 2m9d", "checked-in");
    expect(updated.status).toBe("checked-in");
    expect(requests[0]?.method).toBe("PATCH");
    expect(requests[0]?.url).toBe("https://api.example.test/api/external/v1/bookings/k7qx%202m9d/status");
    expect(JSON.parse(requests[0]?.body ?? "{}")).toEqual({ status: "checked-in" });
  });
});

describe("ReservationClient", () => {
  it("requires its credentials and base URL", () => {
    expect(() => new ReservationClient({ apiKey: "", merchantId: MERCHANT_ID, baseUrl: "https://x" })).toThrow(/apiKey/);
  });
});

describe("errors of a refused create", () => {
  it("carry the offered alternatives and the existing booking of a duplicate", async () => {
    const alternatives = [{ localDate: "2026-06-02", localTime: "18:30" }];
    const existingBooking = { id: BOOKING.id, bookingRef: BOOKING.bookingRef };
    const { client } = clientWith([
      { status: 400, body: errorBody("CAPACITY_EXCEEDED", { alternatives }) },
      { status: 409, body: errorBody("DUPLICATE_BOOKING", { existingBooking }) },
      { status: 400, body: errorBody("VALIDATION_ERROR") },
    ]);
    const input = { customerName: "Ada", email: "a@b.co", partySize: 2, localDate: "2026-06-02", localTime: "19:00" };
    const full = await client.bookings.create(input).catch((error: unknown) => error);
    expect(full).toMatchObject({ code: "CAPACITY_EXCEEDED", alternatives, existingBooking: undefined });
    const duplicate = await client.bookings.create(input).catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: "DUPLICATE_BOOKING", alternatives: [], existingBooking });
    const invalid = await client.bookings.create(input).catch((error: unknown) => error);
    expect(invalid).toMatchObject({ code: "VALIDATION_ERROR", alternatives: [], existingBooking: undefined });
  });
});
