import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath } from "./support/chromium.js";
import { startBrowserHarness, type BrowserHarness } from "./support/browser-harness.js";

declare global {
  interface Window {
    injectedScriptRan?: boolean;
  }
}

describe.skipIf(chromiumPath === undefined)("the dashboard's Content-Security-Policy in the browser", () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it("is sent with every dashboard page, and the app itself runs without breaking it", async () => {
    const { page, cspViolations, pageErrors } = await harness.openPage();
    const response = await page.goto("/dashboard/sign-in");
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it("stops an injected inline script and inline style from running", async () => {
    const { page, cspViolations } = await harness.openPage();
    await page.goto("/dashboard/sign-in");
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    // What an HTML-injection bug would smuggle in: markup carrying its own script and style.
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.injectedScriptRan = true;";
      document.body.append(script);
      const style = document.createElement("style");
      style.textContent = "body { background: rgb(255, 0, 0) !important; }";
      document.head.append(style);
    });
    expect(await page.evaluate(() => window.injectedScriptRan)).toBeUndefined();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe("rgb(255, 0, 0)");
    expect(cspViolations.some((line) => line.includes("script-src"))).toBe(true);
  });
});
