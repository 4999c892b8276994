import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_BASE_PATH, BOOKING_STATUSES, type Booking } from "@reservation-api/contract";
import { queryRows } from "@reservation-api/db";
import { prepareDemo, type DemoSurroundings } from "../src/demo/start-demo.js";
import { dashboardClient } from "./support/dashboard-client.js";
import { waitForRequestLog } from "./support/request-log-reader.js";
import { startTestApi, type TestApi } from "./support/test-api.js";

let api: TestApi;
// A Wednesday afternoon in London: today's lunch is over, its dinner still to come.
beforeAll(async () => {
  api = await startTestApi({ now: "2026-06-03T14:30:00.000Z" });
});
afterAll(() => api.close());

const TODAY = "2026-06-03";
const SAMPLE_RANGE = { startDate: "2026-05-20", endDate: "2026-06-10" };

function surroundings(): DemoSurroundings {
  return {
    apiUrl: api.url,
    port: Number(new URL(api.url).port),
    deps: api.deps,
    dashboardSettings: api.dashboardSettings,
    dataDir: "/somewhere/.data/pglite",
    allowPrivateWebhookUrls: true,
  };
}

const printed = (banner: string, label: RegExp) => banner.match(label)?.[1] ?? "";

async function listBookings(headers: Record<string, string>): Promise<{ status: number; bookings: Booking[] }> {
  const query = new URLSearchParams({ ...SAMPLE_RANGE, limit: "200" });
  const response = await api.call<{ bookings: Booking[] }>(`${API_BASE_PATH}/bookings?${query.toString()}`, { headers });
  return { status: response.status, bookings: response.body.bookings ?? [] };
}

async function countEvents(merchantId: string, type: string): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    api.db,
    sql`select count(*)::int as total from webhook_events where merchant_id = ${merchantId}::uuid and type = ${type}`,
  );
  return row?.total ?? 0;
}

describe("the demo restaurant", () => {
  it("starts with two weeks of bookings in every status, made through the services and the API; a restart keeps key, password and bookings", async () => {
    const first = await prepareDemo(surroundings());
    const merchantId = printed(first, /^Merchant id +(\S+)$/m);
    const apiKey = printed(first, /^API key +(\S+)$/m);
    const password = printed(first, /^ {2}password +(\S+)$/m);
    const headers = { Authorization: `Bearer ${apiKey}`, "X-Merchant-Id": merchantId };

    const { status, bookings } = await listBookings(headers);
    expect(status).toBe(200);
    expect(new Set(bookings.map((booking) => booking.status))).toEqual(new Set(BOOKING_STATUSES));
    const dates = [...new Set(bookings.map((booking) => booking.localDate))].sort();
    expect(dates.length).toBeGreaterThanOrEqual(13);
    expect(dates[0]).toBe("2026-05-24");
    expect(dates.at(-1)).toBe("2026-06-07");
    // Past sittings are settled; later ones are waiting (or were called off).
    for (const booking of bookings) {
      if (booking.localDate < TODAY) expect(booking.status).not.toBe("pending");
      if (booking.localDate > TODAY) expect(["pending", "cancelled"]).toContain(booking.status);
    }

    // The API calls went through the request log; the sample's changes through the activity log and the outbox.
    const logged = await waitForRequestLog(api.db, merchantId, 7);
    expect(new Set(logged.map((entry) => entry.method))).toEqual(new Set(["GET", "POST", "PATCH"]));
    expect(logged.some((entry) => entry.status === 400 && entry.errorCode === "VALIDATION_ERROR")).toBe(true);
    const admin = dashboardClient(api);
    await admin.trpc.auth.signIn.mutate({ email: "demo@example.com", password });
    const activity = await admin.trpc.activity.list.query({ limit: 200 });
    const changedByStaff = activity.items.filter((item) => item.action === "booking.status_changed");
    // Every settled booking but the one the API call cancelled was changed by the demo admin.
    expect(changedByStaff.length).toBe(bookings.filter((booking) => booking.status !== "pending").length - 1);
    expect(changedByStaff.every((item) => item.actor === "Demo Admin")).toBe(true);
    expect(await countEvents(merchantId, "booking.created")).toBe(bookings.length);
    expect(await countEvents(merchantId, "booking.status_changed")).toBe(changedByStaff.length + 1);

    const second = await prepareDemo(surroundings());
    expect(printed(second, /^Merchant id +(\S+)$/m)).toBe(merchantId);
    expect(printed(second, /^ {2}password +(\S+)$/m)).toBe(password);
    expect(second).not.toContain(apiKey);
    expect(second).toMatch(/^API key +unchanged: \S+\.\.\./m);
    expect(apiKey.startsWith(printed(second, /^API key +unchanged: (\S+)\.\.\./m))).toBe(true);
    expect(second).toContain("kept from the first start");
    const again = await listBookings(headers);
    expect(again.status).toBe(200);
    expect(again.bookings.map((booking) => booking.id).sort()).toEqual(bookings.map((booking) => booking.id).sort());
  });

  it("says in its banner which port it listens on, where its data is, how to start over and how to stop", async () => {
    const banner = await prepareDemo(surroundings());
    expect(banner).toContain(`(port ${new URL(api.url).port}`);
    expect(banner).toContain("Data           /somewhere/.data/pglite");
    expect(banner).toContain("PGLITE_DATA_DIR");
    expect(banner).toContain("pnpm demo --reset");
    expect(banner.trimEnd().endsWith("Stop with Ctrl+C.")).toBe(true);
  });
});
