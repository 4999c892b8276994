import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody, countMerchantBookings, createBooking, CREATE_PATH } from "./support/booking-requests.js";
import type { TestMerchant } from "./support/merchant-fixtures.js";
import { anyString } from "./support/asymmetric-matchers.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import { bookingListOf, bookingOf, errorBodyOf } from "./support/response-bodies.js";

let api: TestApi;
let merchant: TestMerchant;
beforeAll(async () => {
  api = await startTestApi();
  merchant = await api.seedMerchant({ settings: { seatCapacity: 1000 } });
});
afterAll(() => api.close());

async function expectRejected(overrides: Record<string, unknown>, field: string) {
  const response = await createBooking(api, merchant.headers, bookingBody(overrides));
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(errorBodyOf(response).code).toBe("VALIDATION_ERROR");
  expect(errorBodyOf(response).errors?.map((error) => error.field)).toContain(field);
}

async function expectAccepted(overrides: Record<string, unknown>) {
  const response = await createBooking(api, merchant.headers, bookingBody(overrides));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return bookingOf(response);
}

describe("create field rules", () => {
  it("accepts customerName of 2 and 100 characters and rejects 1 and 101", async () => {
    await expectAccepted({ customerName: "Al" });
    await expectAccepted({ customerName: "x".repeat(100) });
    await expectRejected({ customerName: "A" }, "customerName");
    await expectRejected({ customerName: "x".repeat(101) }, "customerName");
    await expectRejected({ customerName: 42 }, "customerName");
  });

  it("rejects an invalid email", async () => {
    await expectRejected({ email: "not-an-email" }, "email");
    await expectRejected({ email: "a@" }, "email");
  });

  it("accepts 8 to 15 phone digits with an optional leading + and rejects the rest", async () => {
    for (const phone of ["12345678", "+123456789012345", "447700900123"]) await expectAccepted({ email: undefined, phone });
    for (const phone of [
      "1234567",
      "1234567890123456",
      "0770090012a",
      "++12345678",
      "44+7700900123",
      "(1) 2-3.4",
      "+44 7700 900123 ext 5",
    ]) {
      await expectRejected({ email: undefined, phone }, "phone");
    }
  });

  it.each([
    ["+44 20 7946 0000", "+442079460000"],
    ["(212) 555-0100", "2125550100"],
    ["212.555.0199", "2125550199"],
    [" +1 (415) 555-0123 ", "+14155550123"],
  ])("accepts the formatted phone %j and stores and returns it as %j", async (phone, normalised) => {
    const created = await expectAccepted({ email: undefined, phone });
    expect(created.phone).toBe(normalised);
    const listed = await api.call(`/api/external/v1/bookings?startDate=2026-06-02&endDate=2026-06-02&limit=200`, {
      headers: merchant.headers,
    });
    expect(bookingListOf(listed).bookings.find((booking) => booking.id === created.id)?.phone).toBe(normalised);
  });

  it("requires email or phone and accepts both", async () => {
    await expectRejected({ email: undefined }, "email");
    const both = await expectAccepted({ phone: "+447700900111" });
    expect(both.phone).toBe("+447700900111");
    expect(both.email).toMatch(/@example.com$/);
  });

  it.each([0, -1, 2.5, "2", null, true])("rejects partySize %j", async (partySize) => {
    await expectRejected({ partySize }, "partySize");
  });

  it.each(["2026-02-30", "2026-13-01", "tomorrow", "2026-6-2", "02/06/2026"])("rejects localDate %j", async (localDate) => {
    await expectRejected({ localDate }, "localDate");
  });

  it.each(["19:10", "24:00", "7:00", "19:00:00", "1900"])("rejects localTime %j", async (localTime) => {
    await expectRejected({ localTime }, "localTime");
  });

  it("rejects an unknown occasionType and accepts every documented one", async () => {
    await expectRejected({ occasionType: "wedding" }, "occasionType");
    for (const occasionType of ["birthday", "anniversary", "date_night", "business", "family", "celebration", "other"]) {
      const booking = await expectAccepted({ occasionType, localTime: "17:00" });
      expect(booking.occasionType).toBe(occasionType);
    }
  });

  it("returns notes as specialNotes, with source api and status pending", async () => {
    const booking = await expectAccepted({ notes: "Window seat please", occasionType: "birthday", occasionNote: "30th" });
    expect(booking).toMatchObject({
      specialNotes: "Window seat please",
      occasionType: "birthday",
      occasionNote: "30th",
      source: "api",
      status: "pending",
      localDate: "2026-06-02",
      localTime: "19:00",
      bookingTimeUtc: "2026-06-02T18:00:00.000Z",
    });
    expect(booking.bookingRef).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
  });

  it("reports every faulty field at once", async () => {
    const response = await createBooking(api, merchant.headers, { customerName: "A", partySize: 0, localTime: "19:05" });
    const fields = errorBodyOf(response)
      .errors?.map((error) => error.field)
      .sort();
    expect(fields).toEqual(["customerName", "localDate", "localTime", "partySize"]);
  });
});

describe("Idempotency-Key header", () => {
  it("is required: 400 MISSING_IDEMPOTENCY_KEY naming the header", async () => {
    const response = await api.call(CREATE_PATH, { method: "POST", headers: merchant.headers, body: bookingBody() });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: "MISSING_IDEMPOTENCY_KEY",
      message: anyString(),
      requestId: anyString(),
      errors: [{ field: "Idempotency-Key", message: "Required" }],
    });
  });

  it("must be a UUID: VALIDATION_ERROR on the header", async () => {
    const response = await createBooking(api, merchant.headers, bookingBody(), "order-1234");
    expect(response.status).toBe(400);
    expect(errorBodyOf(response).code).toBe("VALIDATION_ERROR");
    expect(errorBodyOf(response).errors).toEqual([{ field: "Idempotency-Key", message: "Expected a UUID" }]);
  });

  it("is reported missing before an invalid body", async () => {
    const response = await api.call(CREATE_PATH, { method: "POST", headers: merchant.headers, body: { partySize: "x" } });
    expect(errorBodyOf(response).code).toBe("MISSING_IDEMPOTENCY_KEY");
  });

  it("writes nothing for any rejected request", async () => {
    const fresh = await api.seedMerchant();
    await api.call(CREATE_PATH, { method: "POST", headers: fresh.headers, body: bookingBody() });
    await createBooking(api, fresh.headers, bookingBody({ partySize: 0 }));
    await createBooking(api, fresh.headers, bookingBody(), "nope");
    expect(await countMerchantBookings(api.db, fresh.merchantId)).toBe(0);
  });
});
