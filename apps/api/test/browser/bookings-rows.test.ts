import { eq } from "drizzle-orm";
import { bookings } from "@reservation-api/db";
import type { Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath } from "./support/chromium.js";
import { DESKTOP, PHONE, startBrowserHarness, type BrowserHarness } from "./support/browser-harness.js";
import { acceptInvitation } from "./support/dashboard-steps.js";
import { inviteByOperator } from "./support/invite-by-operator.js";
import { bookableDay, bookThroughApi, callProcedureFromPage, memberIdOf, restStatusOf } from "./support/operations-steps.js";

describe.skipIf(chromiumPath === undefined)("the rows of the Bookings page", () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it("shows each booking's occasion and notes, isolated, long notes folded until asked, within the page at desktop and phone widths", async () => {
    const { api } = harness;
    const merchant = await api.seedMerchant();
    const day = bookableDay();
    const dateNight = await bookThroughApi(api, merchant.headers, {
      customerName: "Dana Date",
      localDate: day,
      localTime: "17:00",
      occasionType: "date_night",
      occasionNote: "Her 30th",
      notes: "Window seat, please.\nNut allergy.",
    });
    const talkative = await bookThroughApi(api, merchant.headers, {
      customerName: "Tom Talk",
      localDate: day,
      localTime: "18:45",
      notes: `${"We would love a quiet table away from the door. ".repeat(20)}Thank you!`,
    });
    const plain = await bookThroughApi(api, merchant.headers, { customerName: "Pat Plain", localDate: day, localTime: "20:30" });
    // Stored before the API refused bidi controls: straight into the database.
    await api.db.update(bookings).set({ occasionNote: "Her 30th \u202Eevil" }).where(eq(bookings.id, dateNight.id));

    for (const viewport of [DESKTOP, PHONE]) {
      const { page } = await harness.openPage({ viewport });
      const email = `notes-${viewport.width}@example.com`;
      await acceptInvitation(page, await inviteByOperator(api, merchant.merchantId, email, "admin"), "Nora Notes");
      await page.goto(`/dashboard/bookings?date=${day}`);
      const row = page.getByTestId(`booking-${dateNight.bookingRef}`);
      await row.waitFor();
      const at = `${viewport.width} wide`;

      const occasion = row.getByTestId("booking-occasion");
      expect(await occasion.textContent(), at).toBe("Date night: Her 30th \u202Eevil");
      expect(await isolatedText(occasion.getByText(/evil/)), at).toBe("Her 30th \u202Eevil");
      const notes = row.getByTestId("booking-notes");
      expect(await notes.innerText(), at).toBe("Window seat, please.\nNut allergy.");
      expect(await isolatedText(notes.getByText(/Window seat/)), at).toBe("Window seat, please.\nNut allergy.");
      expect(await page.getByTestId(`booking-${plain.bookingRef}`).locator("td[data-label=Notes]").textContent(), at).toBe(
        "None",
      );

      const talkativeRow = page.getByTestId(`booking-${talkative.bookingRef}`);
      const long = talkativeRow.getByTestId("booking-notes");
      expect(await long.textContent(), at).toMatch(/Thank you!$/);
      expect(await isCutShort(long), at).toBe(true);
      const unfold = talkativeRow.getByRole("button", { name: `Show all notes of booking ${talkative.bookingRef}` });
      expect(await unfold.getAttribute("aria-expanded"), at).toBe("false");
      await unfold.click();
      const fold = talkativeRow.getByRole("button", { name: `Show less notes of booking ${talkative.bookingRef}` });
      expect(await fold.getAttribute("aria-expanded"), at).toBe("true");
      expect(await isCutShort(long), at).toBe(false);

      for (const cell of [occasion, notes, long]) {
        const box = await cell.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= viewport.width, at).toBe(true);
      }
      const region = page.getByRole("region", { name: "Bookings of the day" });
      const widths = await region.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
      expect(widths.scroll, at).toBeLessThanOrEqual(widths.client);
    }
  });

  it("says in a polite live region beside the row that a status was saved, and why one was not", async () => {
    const { api } = harness;
    const merchant = await api.seedMerchant();
    const day = bookableDay();
    const booking = await bookThroughApi(api, merchant.headers, { customerName: "Sam Save", localDate: day, localTime: "19:00" });
    const { page } = await harness.openPage();
    await acceptInvitation(page, await inviteByOperator(api, merchant.merchantId, "saver@example.com", "admin"), "Sal Saver");
    await page.goto(`/dashboard/bookings?date=${day}`);
    const row = page.getByTestId(`booking-${booking.bookingRef}`);
    const outcome = row.getByRole("status");
    await outcome.waitFor({ state: "attached" });
    expect(await outcome.textContent()).toBe("");
    // A screen reader announces a change inside a live region it already knows, not a region that
    // arrives with its message: the region must be the same element before and after the save.
    await outcome.evaluate((element) => element.setAttribute("data-seen-before-save", ""));

    const dayReloaded = page.waitForResponse((response) => response.url().includes("bookings.day"));
    await row.getByLabel(`Status of booking ${booking.bookingRef}`).selectOption("checked-in");
    await row.getByRole("button", { name: `Save status of booking ${booking.bookingRef}` }).click();
    await dayReloaded;
    await expect.poll(() => outcome.textContent()).toBe("Saved: Checked in");
    await expect.poll(() => row.getByRole("button", { name: /Save status/ }).isDisabled()).toBe(true);
    expect(await outcome.getAttribute("data-seen-before-save")).toBe("");
    expect(await outcome.textContent()).toBe("Saved: Checked in");
    expect(await restStatusOf(api, merchant.headers, day, booking.id)).toBe("checked-in");

    // Picking again clears the old confirmation, so it never describes a choice not yet saved.
    await row.getByLabel(`Status of booking ${booking.bookingRef}`).selectOption("cancelled");
    await expect.poll(() => outcome.textContent()).toBe("");

    // Another admin makes this one a viewer meanwhile: the server refuses, and the row says why.
    const other = (await harness.openPage()).page;
    await acceptInvitation(other, await inviteByOperator(api, merchant.merchantId, "other@example.com", "admin"), "Oli Other");
    const saverId = await memberIdOf(other, "saver@example.com");
    expect((await callProcedureFromPage(other, "team.changeRole", { userId: saverId, role: "viewer" })).status).toBe(200);
    await row.getByRole("button", { name: `Save status of booking ${booking.bookingRef}` }).click();
    await expect.poll(() => outcome.textContent()).toBe("Not saved: Only an admin of this merchant can do that");
    expect(await outcome.getAttribute("data-seen-before-save")).toBe("");
    expect(await row.getByLabel(`Status of booking ${booking.bookingRef}`).inputValue()).toBe("cancelled");
    expect(await restStatusOf(api, merchant.headers, day, booking.id)).toBe("checked-in");
  });
});

/** The text of the nearest element around `locator` that isolates it from the page (<bdi> or dir=auto). */
async function isolatedText(locator: Locator): Promise<string | null> {
  return locator.evaluate((element) => element.closest("bdi, [dir='auto']")?.textContent ?? null);
}

/** True when the element shows less than its whole text (folded to a few lines). */
async function isCutShort(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.scrollHeight > element.clientHeight + 1);
}
