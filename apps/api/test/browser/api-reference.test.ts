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
      "booking.created",
      "booking.status_changed",
      "webhook.test",
    ]);
    await page.locator(".opblock-summary-control").first().click();
    await page.getByText("partySize", { exact: false }).first().waitFor();
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect([...requestedHosts]).toEqual([new URL(harness.api.url).host]);
  });

  it("redirects /docs to /docs/", async () => {
    const { page } = await harness.openPage();
    await page.goto("/docs");
    expect(new URL(page.url()).pathname).toBe("/docs/");
  });
});
