import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath } from "./support/chromium.js";
import { startBrowserHarness, type BrowserHarness } from "./support/browser-harness.js";

describe.skipIf(chromiumPath === undefined)("the API reference at /docs", () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it("renders every operation and webhook of the OpenAPI document, bundled from npm, under its Content-Security-Policy", async () => {
    const { page, cspViolations, pageErrors } = await harness.openPage();
    const requestedHosts = new Set<string>();
    page.on("request", (request) => requestedHosts.add(new URL(request.url()).host));
    const response = await page.goto("/docs/");
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
    const operations = page.locator(".opblock-summary-path");
    await operations.first().waitFor();
    const paths = await operations.allTextContents();
    expect(paths.map((path) => path.replace(/\u200b/g, ""))).toEqual([
      "/api/external/v1/availability",
      "/api/external/v1/bookings",
      "/api/external/v1/bookings",
      "/api/external/v1/bookings/{bookingIdentifier}/status",
      "/api/external/v1/bookings/{bookingIdentifier}",
      "/api/external/v1/bookings/{bookingIdentifier}",
      "booking.created",
      "booking.status_changed",
      "booking.updated",
      "webhook.test",
    ]);
    await page.locator(".opblock-summary-control").first().click();
    await page.getByText("partySize", { exact: false }).first().waitFor();
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect([...requestedHosts]).toEqual([new URL(harness.api.url).host]);
  });

  it("runs Try it on availability against the address the page was opened at, with the key and merchant id", async () => {
    const merchant = await harness.api.seedMerchant();
    expect(new URL(harness.api.url).hostname).toBe("127.0.0.1");
    const { page, cspViolations, pageErrors } = await harness.openPage();
    await page.goto("/docs/");
    await page.locator(".btn.authorize").first().click();
    await page.locator(".modal-ux input").first().fill(merchant.apiKey);
    await page.locator(".modal-ux .auth-btn-wrapper .authorize").click();
    await page.locator(".modal-ux .btn-done").click();

    const availability = page.locator(".opblock", { hasText: "/api/external/v1/availability" });
    await availability.locator(".opblock-summary-control").click();
    await availability.locator(".try-out__btn").click();
    await availability.locator('tr[data-param-name="X-Merchant-Id"] input').fill(merchant.merchantId);
    await availability.locator('tr[data-param-name="date"] input').fill(new Date().toISOString().slice(0, 10));
    await availability.locator('tr[data-param-name="partySize"] input').fill("2");
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/external/v1/availability");
    await availability.locator(".btn.execute").click();
    const response = await answered;
    expect(new URL(response.url()).origin).toBe(harness.api.url);
    expect(response.status()).toBe(200);
    await expect
      .poll(() => availability.locator(".live-responses-table tr.response .response-col_status").first().textContent())
      .toContain("200");
    expect(
      await availability.locator(".live-responses-table tr.response .response-col_description").first().textContent(),
    ).toContain("availableSlots");
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it("redirects /docs to /docs/", async () => {
    const { page } = await harness.openPage();
    await page.goto("/docs");
    expect(new URL(page.url()).pathname).toBe("/docs/");
  });
});
