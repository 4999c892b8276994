import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath } from "./support/chromium.js";
import { startBrowserHarness, type BrowserHarness } from "./support/browser-harness.js";
import { acceptInvitation, AVAILABILITY_PATH } from "./support/dashboard-steps.js";
import { inviteByOperator } from "./support/invite-by-operator.js";

describe.skipIf(chromiumPath === undefined)("roles and keyboard use of the API access page", () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it("shows a viewer the merchant id and key facts but no key buttons, and the server refuses a viewer's rotate anyway", async () => {
    const { api } = harness;
    const merchant = await api.seedMerchant();
    const link = await inviteByOperator(api, merchant.merchantId, "viewer@example.com", "viewer");
    const { page } = await harness.openPage();
    await acceptInvitation(page, link, "Vic Viewer");

    expect(await page.getByTestId("merchant-id").textContent()).toBe(merchant.merchantId);
    await page.getByTestId("active-key").waitFor();
    for (const name of ["Rotate key", "Revoke key", "Create API key"])
      expect(await page.getByRole("button", { name }).count(), name).toBe(0);
    await page.getByText("Only admins can create, rotate or revoke keys.").waitFor();

    // The same call the admin's button makes, sent from the viewer's signed-in page.
    const refused = await page.evaluate(async () => {
      const response = await fetch("/dashboard/trpc/apiAccess.rotateKey", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-CSRF-Protection": "1" },
        body: "{}",
      });
      return { status: response.status, body: await response.text() };
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toContain("FORBIDDEN");
    expect((await api.call(AVAILABILITY_PATH, { headers: merchant.headers })).status).toBe(200);
  });

  it("opens the rotate dialog by keyboard, keeps focus inside it, closes it with Escape and gives focus back", async () => {
    const { api } = harness;
    const merchant = await api.seedMerchant();
    const link = await inviteByOperator(api, merchant.merchantId, "keys@example.com", "admin");
    const { page } = await harness.openPage();
    await acceptInvitation(page, link, "Kim Keyboard");

    const rotate = page.getByRole("button", { name: "Rotate key" });
    // Reach the button the way a keyboard user does: Tab from the top of the page.
    for (let step = 0; step < 20 && !(await rotate.evaluate((button) => button === document.activeElement)); step++)
      await page.keyboard.press("Tab");
    expect(await rotate.evaluate((button) => getComputedStyle(button).outlineStyle)).not.toBe("none");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Rotate the API key?" });
    await dialog.waitFor();
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await rotate.evaluate((button) => button === document.activeElement)).toBe(true);
    expect((await api.call(AVAILABILITY_PATH, { headers: merchant.headers })).status).toBe(200);
  });
});
