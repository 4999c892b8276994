import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath } from "./support/chromium.js";
import { startBrowserHarness, type BrowserHarness } from "./support/browser-harness.js";
import { acceptInvitation } from "./support/dashboard-steps.js";
import { inviteByOperator } from "./support/invite-by-operator.js";
import { bookableDay, bookThroughApi, callProcedureFromPage, openNavigation } from "./support/operations-steps.js";

/** Screenshots for a reviewer's eye, next to the other helpers' under /tmp. */
const SHOTS = process.env.DASH33_SHOTS === "1";

describe.skipIf(chromiumPath === undefined)("changing a booking from the Bookings page", () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it("lets an admin move a booking to an open time, offers other times when the new one fills, and logs it as the user", async () => {
    const { api } = harness;
    const merchant = await api.seedMerchant();
    const day = bookableDay();
    const booking = await bookThroughApi(api, merchant.headers, {
      customerName: "Rita Rest",
      partySize: 3,
      localDate: day,
      localTime: "19:00",
    });
    // Eight seats from 20:30: a party of 3 cannot start at 19:15 through 20:30 any more.
    await bookThroughApi(api, merchant.headers, { customerName: "Big Table", partySize: 8, localDate: day, localTime: "20:30" });
    const { page, pageErrors } = await harness.openPage();
    await acceptInvitation(page, await inviteByOperator(api, merchant.merchantId, "boss@example.com", "admin"), "Bea Boss");

    await openNavigation(page, "Bookings");
    await page.getByLabel("Day", { exact: true }).fill(day);
    const row = page.getByTestId(`booking-${booking.bookingRef}`);
    await row.waitFor();
    const changeButton = page.getByRole("button", { name: `Change booking ${booking.bookingRef}` });
    await changeButton.click();
    const dialog = page.getByRole("dialog", { name: `Change booking ${booking.bookingRef}` });
    await dialog.waitFor();
    const time = dialog.getByLabel("Time", { exact: true });
    await expect.poll(() => time.inputValue()).toBe("19:00");
    await expect.poll(() => dialog.getByTestId("change-slots-summary").textContent()).toContain("open for a party of 3");
    const offered = await time.locator("option").allTextContents();
    // Its own seats are not counted: 19:00 is open to it although 3 + 8 would not fit at 20:30.
    expect(offered).toEqual(["17:00", "17:15", "17:30", "17:45", "18:00", "18:15", "18:30", "18:45", "19:00"]);
    expect(await dialog.getByLabel("Name").inputValue()).toBe("Rita Rest");
    if (SHOTS) await page.screenshot({ path: "/tmp/dash33-dialog.png" });

    await time.selectOption("17:30");
    await dialog.getByLabel("Notes").fill("Moved earlier by phone");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => row.locator("td").first().textContent()).toBe("17:30");
    expect(await row.textContent()).toContain("Moved earlier by phone");
    // Focus is back on the button that opened the dialog.
    expect(await changeButton.evaluate((element) => element === document.activeElement)).toBe(true);
    if (SHOTS) await row.screenshot({ path: "/tmp/dash33-row.png" });

    // Escape closes without a change.
    await changeButton.click();
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    // The dialog reads its time list, then a party of 6 takes 18:00 through the API: growing to 5 no longer fits.
    await changeButton.click();
    await dialog.getByLabel("Party size").selectOption("5");
    await expect.poll(() => dialog.getByTestId("change-slots-summary").textContent()).toContain("party of 5");
    await bookThroughApi(api, merchant.headers, {
      customerName: "Late Caller",
      partySize: 6,
      localDate: day,
      localTime: "18:00",
    });
    await dialog.getByRole("button", { name: "Save changes" }).click();
    const alternatives = dialog.getByRole("list", { name: "Times that can take this party instead:" });
    await alternatives.waitFor();
    expect(await dialog.getByRole("alert").textContent()).toContain("Not changed");
    if (SHOTS) await dialog.screenshot({ path: "/tmp/dash33-refused.png" });
    const firstOffer = alternatives.getByRole("button").first();
    const offerText = (await firstOffer.textContent()) ?? "";
    await firstOffer.click();
    const offeredTime = offerText.slice(-5);
    expect(await time.inputValue()).toBe(offeredTime);
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await dialog.waitFor({ state: "detached" });
    // The offer may be on a later day, where the row follows it.
    const moved = await api.call(`/api/external/v1/bookings/${booking.id}`, { headers: merchant.headers });
    expect(moved.body).toMatchObject({ partySize: 5, localTime: offeredTime });

    await page.goto("/dashboard/activity");
    const entries = page.getByTestId("activity-item").filter({ hasText: booking.bookingRef });
    await expect.poll(() => entries.count()).toBe(2);
    expect(await entries.first().getByTestId("activity-actor").textContent()).toContain("Bea Boss");
    if (SHOTS) await page.screenshot({ path: "/tmp/dash33-activity.png" });
    expect(pageErrors).toEqual([]);
  });

  it("shows a viewer no Change button, and the server refuses a hand-made change", async () => {
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
    await page.getByTestId(`booking-${booking.bookingRef}`).waitFor();
    expect(await page.getByRole("button", { name: /^Change booking/ }).count()).toBe(0);
    const refused = await callProcedureFromPage(page, "bookings.update", {
      identifier: booking.id,
      changes: { localTime: "19:00" },
    });
    expect(refused.status).toBe(403);
  });
});
