import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@reservation-api/db";
import { createTestDatabase, type TestDatabase } from "@reservation-api/test-support";
import { Refusal, createBooking, createMerchant } from "../../src/index.js";
import type { BookingAccess } from "../../src/domain/merchant-access.js";
import { checkBookingSlot, checkSeatsFor } from "../../src/services/bookings/booking-slot-check.js";
import { withMerchantBookingLock } from "../../src/storage/advisory-locks.js";
import { settings } from "../domain/fixtures.js";

// What a change of a booking (issue 33) will call: every create check on the new time and party
// size, in create's order, with the booking's own seats left out, under create's merchant lock.
const NOW = new Date("2026-06-01T09:00:00.000Z");
let database: TestDatabase;
const deps = () => ({ db: database.handle.db, now: () => NOW });

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(() => database.dispose());

async function restaurant(): Promise<BookingAccess> {
  const merchantSettings = settings();
  const { merchantId } = await createMerchant(deps(), {
    name: `Slots ${crypto.randomUUID()}`,
    plan: "pro",
    settings: merchantSettings,
  });
  return { merchantId, settings: merchantSettings };
}

async function book(access: BookingAccess, partySize: number, localTime = "19:00") {
  const body = {
    customerName: "Ann",
    email: `${crypto.randomUUID()}@example.com`,
    partySize,
    localDate: "2026-06-02",
    localTime,
  };
  const { booking } = await createBooking(deps(), access, { body, idempotencyKey: crypto.randomUUID() });
  return booking;
}

const slot = (partySize: number, localTime = "19:00") => ({ localDate: "2026-06-02", localTime, partySize, now: NOW });

describe("checkBookingSlot", () => {
  it("leaves the changed booking's own seats out: growing 6 to 8 needs only 2 more of the 4 free", async () => {
    const access = await restaurant();
    const own = await book(access, 6);
    const check = (partySize: number, excludeBookingId?: string) =>
      database.handle.db.transaction((tx) =>
        withMerchantBookingLock(tx, access.merchantId, (locked) =>
          checkBookingSlot(locked, access, { ...slot(partySize), excludeBookingId }),
        ),
      );
    expect(await check(8, own.id)).toMatchObject({ ok: true });
    expect(await check(8)).toMatchObject({ ok: false, code: "CAPACITY_EXCEEDED", offersAlternatives: true });
    await book(access, 3, "19:30");
    expect(await check(8, own.id)).toMatchObject({ ok: false, code: "CAPACITY_EXCEEDED" });
    expect(await check(7, own.id)).toMatchObject({ ok: true });
  });

  it("refuses with create's codes and in create's order: availability, then party size, then seats", async () => {
    const access = await restaurant();
    await book(access, 8);
    const db = database.handle.db;
    expect(await checkBookingSlot(db, access, slot(2, "12:00"))).toMatchObject({ ok: false, code: "RESTAURANT_UNAVAILABLE" });
    expect(await checkBookingSlot(db, access, { ...slot(2), now: new Date("2026-06-02T17:30:00.000Z") })).toMatchObject({
      ok: false,
      code: "ADVANCE_TIME_REQUIRED",
    });
    // Out of range and also too many for the seats left: the party size is reported first.
    expect(await checkBookingSlot(db, access, slot(9))).toMatchObject({
      ok: false,
      code: "VALIDATION_ERROR",
      field: "partySize",
    });
    expect(await checkBookingSlot(db, access, slot(3))).toMatchObject({ ok: false, code: "CAPACITY_EXCEEDED" });
  });
});

describe("checkSeatsFor", () => {
  it("counts only seat-holding bookings of this merchant that overlap the seating", async () => {
    const access = await restaurant();
    const other = await restaurant();
    await book(other, 8);
    // 18:30 in London (BST) holds its 4 seats until 18:30 UTC, into a seating at 19:00 local.
    const mine = await book(access, 4, "18:30");
    await book(access, 5, "17:30");
    const startsAt = new Date("2026-06-02T18:00:00.000Z");
    const seats = (partySize: number) => checkSeatsFor(database.handle.db, { ...access, startsAt, partySize });
    expect(await seats(6)).toEqual({ ok: true });
    expect((await seats(7)).ok).toBe(false);
    await queryRows(database.handle.db, sql`update bookings set status = 'cancelled' where id = ${mine.id}::uuid`);
    expect(await seats(10)).toEqual({ ok: true });
  });
});

describe("withMerchantBookingLock", () => {
  it("is create's lock: a create waits for a change made under it, and then sees its seats", async () => {
    const access = await restaurant();
    const own = await book(access, 6);
    let createSettled = false;
    // The change: under the lock, grow the booking to 8 (2 seats left), and commit only after a
    // create for 3 seats has been sent; the create must wait for the commit, then be refused.
    const change = database.handle.db.transaction((tx) =>
      withMerchantBookingLock(tx, access.merchantId, async (locked) => {
        expect(await checkBookingSlot(locked, access, { ...slot(8), excludeBookingId: own.id })).toMatchObject({ ok: true });
        await queryRows(locked, sql`update bookings set party_size = 8 where id = ${own.id}::uuid`);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(createSettled).toBe(false);
      }),
    );
    const create = book(access, 3).finally(() => {
      createSettled = true;
    });
    await change;
    const refusal = await create.then(
      () => undefined,
      (error: unknown) => error,
    );
    if (!(refusal instanceof Refusal) || refusal.reason.code !== "CAPACITY_EXCEEDED") {
      throw new Error(`expected CAPACITY_EXCEEDED, got ${String(refusal)}`);
    }
    expect(refusal.reason.alternatives?.length).toBeGreaterThan(0);
  });
});
