import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath } from "./support/chromium.js";
import { startBrowserHarness, type BrowserHarness } from "./support/browser-harness.js";
import { acceptInvitation } from "./support/dashboard-steps.js";
import { inviteByOperator } from "./support/invite-by-operator.js";
import { bookableDay, bookThroughApi } from "./support/operations-steps.js";
import { AUDIT_WIDTHS, auditTrail, type AuditFinding } from "./support/page-audit.js";

describe.skipIf(chromiumPath === undefined)("accessibility of the Bookings, Team and Restaurant pages (axe)", () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  for (const [width, viewport] of AUDIT_WIDTHS) {
    it(`finds no serious or critical violation on any of their states at ${width} width`, async () => {
      expect(await auditOperationsPages(harness, viewport, width)).toEqual([]);
    });
  }
});

async function auditOperationsPages(
  harness: BrowserHarness,
  viewport: { width: number; height: number },
  width: string,
): Promise<AuditFinding[]> {
  const { api } = harness;
  const { findings, audit } = auditTrail(width);
  const merchant = await api.seedMerchant();
  const day = bookableDay();
  const booking = await bookThroughApi(api, merchant.headers, {
    customerName: "Axel Audit",
    partySize: 2,
    localDate: day,
    localTime: "19:00",
    phone: "+442079460001",
    occasionType: "birthday",
    occasionNote: "Her 30th",
    notes: "Window table, please.\nOne guest uses a wheelchair.",
  });
  await bookThroughApi(api, merchant.headers, {
    customerName: "Full House",
    partySize: 8,
    localDate: day,
    localTime: "19:00",
    notes:
      "A long table for the whole team, away from the door if you can. Two of us are vegan and one cannot eat nuts; we will pre-order the set menu by phone the day before.",
  });

  const { page } = await harness.openPage({ viewport });
  await acceptInvitation(
    page,
    await inviteByOperator(api, merchant.merchantId, `admin-${width}@example.com`, "admin"),
    "Ada Admin",
  );
  await page.goto(`/dashboard/bookings?date=${day}&party=4`);
  await page.getByTestId(`booking-${booking.bookingRef}`).waitFor();
  await audit(page, "bookings-admin");
  const row = page.getByTestId(`booking-${booking.bookingRef}`);
  await row.getByLabel(`Status of booking ${booking.bookingRef}`).selectOption("checked-in");
  await row.getByRole("button", { name: `Save status of booking ${booking.bookingRef}` }).click();
  await row.getByText("Saved: Checked in").waitFor();
  await audit(page, "bookings-status-saved");
  await page.getByRole("button", { name: "Next day" }).click();
  await page.getByText("No bookings on this day.").waitFor();
  await audit(page, "bookings-empty");

  await page.goto("/dashboard/restaurant");
  await page.getByTestId("restaurant-facts").waitFor();
  await audit(page, "restaurant");

  const viewer = (await harness.openPage({ viewport })).page;
  await acceptInvitation(
    viewer,
    await inviteByOperator(api, merchant.merchantId, `viewer-${width}@example.com`, "viewer"),
    "Vic Viewer",
  );

  await page.goto("/dashboard/team");
  await page.getByTestId("members").waitFor();
  await page.getByTestId("only-admin-hint").waitFor();
  await audit(page, "team-admin");
  await page.getByLabel("Email").fill(`invitee-${width}@example.com`);
  await page.getByRole("button", { name: "Create invitation" }).click();
  await page.getByTestId("invitation-link").waitFor();
  await audit(page, "team-invitation-created");
  await page.getByRole("button", { name: "Remove Vic Viewer" }).click();
  await page.getByRole("dialog").waitFor();
  await audit(page, "team-remove-confirm");
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();

  await viewer.goto(`/dashboard/bookings?date=${day}`);
  await viewer.getByTestId(`booking-${booking.bookingRef}`).waitFor();
  await audit(viewer, "bookings-viewer");
  await viewer.goto("/dashboard/team");
  await viewer.getByTestId("members").waitFor();
  await audit(viewer, "team-viewer");
  return findings;
}
