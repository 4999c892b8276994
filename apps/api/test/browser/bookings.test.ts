import { eq } from "drizzle-orm";
import { bookings } from "@reservation-api/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath } from "./support/chromium.js";
import { DESKTOP, PHONE, startBrowserHarness, type BrowserHarness } from "./support/browser-harness.js";
import { acceptInvitation } from "./support/dashboard-steps.js";
import { inviteByOperator } from "./support/invite-by-operator.js";
import { bookableDay, bookThroughApi, callProcedureFromPage, openNavigation, restStatusOf } from "./support/operations-steps.js";

describe.skipIf(chromiumPath === undefined)("the Bookings and Restaurant pages", () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it("shows a booking made through the API on its day, and a status changed in the page is what the REST list answers and the activity log records", async () => {
    const { api } = harness;
    const merchant = await api.seedMerchant();
    const day = bookableDay();
    const booking = await bookThroughApi(api, merchant.headers, {
      customerName: "Rita Rest",
      partySize: 3,
      localDate: day,
      localTime: "19:00",
      phone: "+442079460000",
    });
    const { page } = await harness.openPage();
    await acceptInvitation(page, await inviteByOperator(api, merchant.merchantId, "boss@example.com", "admin"), "Bea Boss");

    await openNavigation(page, "Bookings");
    await page.getByLabel("Day", { exact: true }).fill(day);
    const row = page.getByTestId(`booking-${booking.bookingRef}`);
    await row.waitFor();
    for (const text of ["19:00", "Rita Rest", "3", "API", "+442079460000", booking.bookingRef])
      expect(await row.textContent()).toContain(text);
    await page.getByTestId("slot-grid").getByText("19:00").first().waitFor();
    expect(await page.getByTestId("slot-grid").textContent()).toContain("Open");

    await page.getByLabel(`Status of booking ${booking.bookingRef}`).selectOption("checked-in");
    await page.getByRole("button", { name: `Save status of booking ${booking.bookingRef}` }).click();
    await expect.poll(() => restStatusOf(api, merchant.headers, day, booking.id)).toBe("checked-in");
    await page.reload();
    await row.waitFor();
    expect(await page.getByLabel(`Status of booking ${booking.bookingRef}`).inputValue()).toBe("checked-in");

    const activity = await page.evaluate(async (): Promise<unknown> => (await fetch("/dashboard/trpc/activity.list")).json());
    const items = (
      activity as { result: { data: { items: { action: string; actor: string; details: Record<string, unknown> }[] } } }
    ).result.data.items;
    expect(items.filter((item) => item.action === "booking.status_changed")).toEqual([
      expect.objectContaining({
        actor: "Bea Boss",
        details: { bookingRef: booking.bookingRef, from: "pending", to: "checked-in" },
      }),
    ]);

    // The status filter and an empty day.
    await page.getByLabel("Status", { exact: true }).selectOption("cancelled");
    await page.getByText("No bookings with this status on this day.").waitFor();
    await page.getByLabel("Status", { exact: true }).selectOption("all");
    await row.waitFor();
    await page.getByRole("button", { name: "Next day" }).click();
    await page.getByText("No bookings on this day.").waitFor();
    expect(new URL(page.url()).searchParams.get("date")).not.toBe(day);
  });

  it("fits the longest name and email the API accepts within the page at desktop width, without sideways scrolling", async () => {
    const { api } = harness;
    const merchant = await api.seedMerchant();
    const day = bookableDay();
    // A local part of 64 and a domain of 189 characters: 254 in all, the contract's limit.
    const email = `${"l".repeat(64)}@${"d".repeat(60)}.${"e".repeat(60)}.${"x".repeat(63)}.com`;
    const booking = await bookThroughApi(api, merchant.headers, {
      customerName: "Maximiliana Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh-Cholmondeley".padEnd(100, "s"),
      localDate: day,
      localTime: "20:00",
      email,
    });
    const { page } = await harness.openPage();
    await acceptInvitation(page, await inviteByOperator(api, merchant.merchantId, "long@example.com", "admin"), "Lou Long");

    await page.goto(`/dashboard/bookings?date=${day}`);
    await page.getByTestId(`booking-${booking.bookingRef}`).waitFor();
    const region = page.getByRole("region", { name: "Bookings of the day" });
    const widths = await region.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    expect(await page.getByRole("link", { name: email }).isVisible()).toBe(true);
  });

  it("shows a stored name holding U+202E isolated, at desktop and phone widths, so it reorders nothing around it", async () => {
    const { api } = harness;
    const merchant = await api.seedMerchant();
    const day = bookableDay();
    const booking = await bookThroughApi(api, merchant.headers, {
      customerName: "Plain Name",
      localDate: day,
      localTime: "18:30",
    });
    // Stored before the API refused such names: straight into the database.
    await api.db.update(bookings).set({ customerName: "Bob \u202Egnp.exe" }).where(eq(bookings.id, booking.id));
    for (const viewport of [DESKTOP, PHONE]) {
      const { page } = await harness.openPage({ viewport });
      const email = `isolate-${viewport.width}@example.com`;
      await acceptInvitation(page, await inviteByOperator(api, merchant.merchantId, email, "viewer"), "Iso Viewer");
      await page.goto(`/dashboard/bookings?date=${day}`);
      const name = page.getByTestId(`booking-${booking.bookingRef}`).getByText(/gnp\.exe/);
      await name.waitFor();
      const isolation = await name.evaluate((element) => {
        const isolating = element.closest("bdi, [dir='auto']");
        return isolating === null ? null : { tag: isolating.tagName, text: isolating.textContent };
      });
      expect(isolation, `${viewport.width} wide`).toEqual(expect.objectContaining({ text: "Bob \u202Egnp.exe" }));
    }
  });

  it("lets a viewer read bookings and restaurant settings but not change a status: no control, and the server refuses", async () => {
    const { api } = harness;
    const merchant = await api.seedMerchant();
    const day = bookableDay();
    const booking = await bookThroughApi(api, merchant.headers, {
      customerName: "Vera Visit",
      localDate: day,
      localTime: "18:00",
    });
    const { page } = await harness.openPage();
    await acceptInvitation(page, await inviteByOperator(api, merchant.merchantId, "viewer@example.com", "viewer"), "Vic Viewer");

    await page.goto(`/dashboard/bookings?date=${day}`);
    const row = page.getByTestId(`booking-${booking.bookingRef}`);
    await row.waitFor();
    expect(await row.getByTestId("booking-status").textContent()).toBe("Pending");
    expect(await page.getByLabel(`Status of booking ${booking.bookingRef}`).count()).toBe(0);
    expect(await page.getByRole("button", { name: /Save status/ }).count()).toBe(0);

    const refused = await callProcedureFromPage(page, "bookings.setStatus", { bookingId: booking.id, status: "cancelled" });
    expect(refused.status).toBe(403);
    expect(refused.body).toContain("FORBIDDEN");
    expect(await restStatusOf(api, merchant.headers, day, booking.id)).toBe("pending");

    await openNavigation(page, "Restaurant");
    const facts = page.getByTestId("restaurant-facts");
    for (const text of [
      "Europe/London",
      "10 seats in total",
      "1 hour 30 minutes",
      "1 to 8 guests",
      "At least 1 hour before the booking",
      "Up to 90 days ahead",
      "At most 1000 bookings",
    ]) {
      expect(await facts.textContent(), text).toContain(text);
    }
    expect(await page.getByTestId("weekly-hours").textContent()).toContain("Monday17:00–22:00");
  });
});
