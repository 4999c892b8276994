import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath } from "./support/chromium.js";
import { startBrowserHarness, type BrowserHarness } from "./support/browser-harness.js";
import { acceptInvitation, PASSWORD, signIn } from "./support/dashboard-steps.js";
import { inviteByOperator } from "./support/invite-by-operator.js";

/** The lazy chunk that holds the password policy and its dictionaries. */
const POLICY_CHUNK = /\/dashboard\/assets\/password-policy-[\w-]+\.js$/;

describe.skipIf(chromiumPath === undefined)("the password strength meter", () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it("on the account page turns from weak with advice to strong as a weak then a strong password is typed", async () => {
    const { api } = harness;
    const merchant = await api.seedMerchant();
    const link = await inviteByOperator(api, merchant.merchantId, "meter@example.com", "admin");
    const { page, pageErrors, cspViolations } = await harness.openPage();
    await acceptInvitation(page, link, "Mona Meter");
    await page.goto("/dashboard/account");
    const meter = page.getByRole("meter", { name: "Password strength" });
    const newPassword = page.getByLabel("New password");

    await newPassword.fill("password1234");
    await page.getByText("Strength: Weak", { exact: true }).waitFor();
    expect(Number(await meter.getAttribute("value"))).toBeLessThanOrEqual(2);
    await page.getByText("This is similar to a commonly used password.", { exact: false }).waitFor();

    await newPassword.fill("meter@example.com!");
    await page.getByText("Leave out your email address, your name and the merchant's name", { exact: false }).waitFor();

    await newPassword.fill("violet quarry lantern stew");
    await page.getByText("Strength: Very strong", { exact: true }).waitFor();
    expect(Number(await meter.getAttribute("value"))).toBe(5);
    expect(await page.getByText("Leave out your email address", { exact: false }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  it("shows the server's refusal on the password field alone and focuses it, and the sign-in page never downloads the dictionaries", async () => {
    const { api } = harness;
    const merchant = await api.seedMerchant();
    const link = await inviteByOperator(api, merchant.merchantId, "refused@example.com", "admin");
    const { page } = await harness.openPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await acceptInvitation(page, link, "Rhea Refused");
    await page.goto("/dashboard/account");
    await page.getByLabel("Current password").fill(PASSWORD);
    await page.getByLabel("New password").fill("password1234");
    await page.getByLabel("Repeat the password").fill("password1234");
    await page.getByRole("button", { name: "Change password" }).click();
    const field = page.getByLabel("New password");
    await page.locator(".field-error").waitFor();
    expect(await page.locator(".field-error").allTextContents()).toEqual([
      expect.stringMatching(/^This is similar to a commonly used password\./),
    ]);
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("password");
    expect(await page.getByRole("alert").count()).toBe(0);
    expect(scripts.some((path) => POLICY_CHUNK.test(path))).toBe(true);

    const visitor = (await harness.openPage()).page;
    const visitorScripts: string[] = [];
    visitor.on("request", (request) => {
      if (request.resourceType() === "script") visitorScripts.push(new URL(request.url()).pathname);
    });
    await visitor.goto("/dashboard/sign-in");
    await signIn(visitor, "refused@example.com");
    await visitor.getByRole("heading", { level: 1, name: "API access" }).waitFor();
    expect(visitorScripts.length).toBeGreaterThan(0);
    expect(visitorScripts.filter((path) => POLICY_CHUNK.test(path))).toEqual([]);
  });
});
