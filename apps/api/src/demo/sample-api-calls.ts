import { randomUUID } from "node:crypto";
import { API_BASE_PATH } from "@reservation-api/contract";
import { HEADER } from "@reservation-api/contract/headers";
import { addDays, computeDaySlots, localDateOf, type RestaurantSettings } from "@reservation-api/server";

/** The time the sample calls book (and the banner's curl line suggests). */
export const SAMPLE_CALL_TIME = "19:00";

interface SampleCall {
  method: "GET" | "POST" | "PATCH";
  path: string;
  body?: unknown;
  idempotencyKey?: string;
  /** What the API answers; anything else means the demo is broken, and stops it. */
  expect: number;
}

/**
 * A handful of real requests to the running API with the demo key, so the dashboard's request
 * log starts with what a merchant's system sends: an availability check, a booking (and its
 * idempotent replay), a list, a cancellation, and a refused request with its field error.
 * Returns how many requests were sent.
 */
export async function makeSampleApiCalls(
  apiUrl: string,
  merchant: { merchantId: string; apiKey: string; settings: RestaurantSettings },
  now: Date,
): Promise<number> {
  const date = firstDateWithDinner(merchant.settings, now);
  const ada = {
    customerName: "Ada Lovelace",
    email: "ada@example.com",
    partySize: 2,
    localDate: date,
    localTime: SAMPLE_CALL_TIME,
  };
  const grace = { ...ada, customerName: "Grace Hopper", email: "grace@example.com", partySize: 4, localTime: "20:00" };
  const adaKey = randomUUID();
  let made = 0;
  const send = (call: SampleCall) => {
    made++;
    return sendSampleCall(apiUrl, merchant, call);
  };
  await send({ method: "GET", path: `/availability?date=${date}&partySize=2`, expect: 200 });
  await send({ method: "POST", path: "/bookings", body: ada, idempotencyKey: adaKey, expect: 201 });
  await send({ method: "POST", path: "/bookings", body: ada, idempotencyKey: adaKey, expect: 201 });
  const graceBooking = (await send({
    method: "POST",
    path: "/bookings",
    body: grace,
    idempotencyKey: randomUUID(),
    expect: 201,
  })) as {
    bookingRef: string;
  };
  await send({
    method: "PATCH",
    path: `/bookings/${graceBooking.bookingRef}/status`,
    body: { status: "cancelled" },
    expect: 200,
  });
  await send({ method: "GET", path: `/bookings?startDate=${date}&endDate=${date}`, expect: 200 });
  await send({ method: "POST", path: "/bookings", body: { ...ada, partySize: 40 }, idempotencyKey: randomUUID(), expect: 400 });
  return made;
}

/** The first day from the day after tomorrow with a table at SAMPLE_CALL_TIME. */
export function firstDateWithDinner(settings: RestaurantSettings, now: Date): string {
  const today = localDateOf(now, settings.timezone);
  for (let offset = 2; offset < 9; offset++) {
    const date = addDays(today, offset);
    if (computeDaySlots(settings, date).some((slot) => slot.localTime === SAMPLE_CALL_TIME)) return date;
  }
  throw new Error(`The demo restaurant takes no booking at ${SAMPLE_CALL_TIME} all week`);
}

async function sendSampleCall(
  apiUrl: string,
  merchant: { merchantId: string; apiKey: string },
  call: SampleCall,
): Promise<unknown> {
  const headers: Record<string, string> = {
    [HEADER.authorization]: `Bearer ${merchant.apiKey}`,
    [HEADER.merchantId]: merchant.merchantId,
  };
  if (call.body !== undefined) headers["Content-Type"] = "application/json";
  if (call.idempotencyKey !== undefined) headers[HEADER.idempotencyKey] = call.idempotencyKey;
  const response = await fetch(`${apiUrl}${API_BASE_PATH}${call.path}`, {
    method: call.method,
    headers,
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
  });
  const body: unknown = await response.json();
  if (response.status !== call.expect) {
    throw new Error(`Sample call ${call.method} ${call.path} answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body;
}
