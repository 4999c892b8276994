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
  });
  await bookThroughApi(api, merchant.headers, { customerName: "Full House", partySize: 8, localDate: day, localTime: "19:00" });

  const { page } = await harness.openPage({ viewport });
  await acceptInvitation(
    page,
    await inviteByOperator(api, merchant.merchantId, `admin-${width}@example.com`, "admin"),
    "Ada Admin",
  );
  await page.goto(`/dashboard/bookings?date=${day}&party=4`);
  await page.getByTestId(`booking-${booking.bookingRef}`).waitFor();
  await audit(page, "bookings-admin");
  await page.getByRole("button", { name: "Next day" }).click();
  await page.getByText("No bookings on this day.").waitFor();
  await audit(page, "bookings-empty");

  await page.goto("/dashboard/restaurant");
  await page.getByTestId("restaurant-facts").waitFor();
  await audit(page, "restaurant");

  await page.goto("/dashboard/team");
  await page.getByTestId("members").waitFor();
  await audit(page, "team-admin");
  await page.getByLabel("Email").fill(`invitee-${width}@example.com`);
  await page.getByRole("button", { name: "Create invitation" }).click();
  await page.getByTestId("invitation-link").waitFor();
  await audit(page, "team-invitation-created");
  await page.getByRole("button", { name: "Make viewer (Ada Admin)" }).click();
  await page.getByText("The team's last admin cannot be demoted").waitFor();
  await audit(page, "team-last-admin-refused");
  await page.getByRole("button", { name: "Remove Ada Admin" }).click();
  await page.getByRole("dialog").waitFor();
  await audit(page, "team-remove-confirm");

  const viewer = (await harness.openPage({ viewport })).page;
  await acceptInvitation(
    viewer,
    await inviteByOperator(api, merchant.merchantId, `viewer-${width}@example.com`, "viewer"),
    "Vic Viewer",
  );
  await viewer.goto(`/dashboard/bookings?date=${day}`);
  await viewer.getByTestId(`booking-${booking.bookingRef}`).waitFor();
  await audit(viewer, "bookings-viewer");
  await viewer.goto("/dashboard/team");
  await viewer.getByTestId("members").waitFor();
  await audit(viewer, "team-viewer");
  return findings;
}
