import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath } from "./support/chromium.js";
import { startBrowserHarness, type BrowserHarness } from "./support/browser-harness.js";
import { acceptInvitation, AVAILABILITY_PATH, bearer, PASSWORD, shownKey, signIn } from "./support/dashboard-steps.js";
import { inviteByOperator } from "./support/invite-by-operator.js";

describe.skipIf(chromiumPath === undefined)("an admin's way through the API access page", () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it("goes from the operator's invitation to a rotated, a revoked and a new key, each checked against the REST API, and signs out", async () => {
    const { api } = harness;
    const merchant = await api.seedMerchant();
    const link = await inviteByOperator(api, merchant.merchantId, "owner@example.com", "admin", { via: "cli" });
    const { page, pageErrors, cspViolations } = await harness.openPage();

    await acceptInvitation(page, link, "Olive Owner");
    expect(await page.getByTestId("merchant-id").textContent()).toBe(merchant.merchantId);
    expect(await page.getByTestId("curl-line").textContent()).toContain(`X-Merchant-Id: ${merchant.merchantId}`);
    expect((await api.call(AVAILABILITY_PATH, { headers: merchant.headers })).status).toBe(200);

    await page.getByRole("button", { name: "Rotate key" }).click();
    await page.getByRole("dialog", { name: "Rotate the API key?" }).getByRole("button", { name: "Rotate key" }).click();
    const rotatedKey = await shownKey(page);
    expect(await page.getByText("It will not be shown again").count()).toBe(1);
    expect((await api.call(AVAILABILITY_PATH, { headers: merchant.headers })).status).toBe(401);
    expect((await api.call(AVAILABILITY_PATH, { headers: bearer(merchant.merchantId, rotatedKey) })).status).toBe(200);
    const prefix = (await page.getByTestId("active-key-prefix").textContent())?.replace("…", "") ?? "";
    expect(rotatedKey.startsWith(prefix) && prefix.length > 0).toBe(true);

    await page.reload();
    await page.getByRole("heading", { level: 1, name: "API access" }).waitFor();
    await page.getByTestId("active-key").waitFor();
    expect(await page.content()).not.toContain(rotatedKey);

    await page.getByRole("button", { name: "Revoke key" }).click();
    const revokeDialog = page.getByRole("dialog", { name: "Revoke the API key?" });
    const confirm = revokeDialog.getByRole("button", { name: "Revoke key" });
    expect(await confirm.isDisabled()).toBe(true);
    await revokeDialog.getByLabel("Type REVOKE to confirm").fill("revoke");
    expect(await confirm.isDisabled()).toBe(true);
    await revokeDialog.getByLabel("Type REVOKE to confirm").fill("REVOKE");
    await confirm.click();
    await page.getByTestId("no-active-key").waitFor();
    expect((await api.call(AVAILABILITY_PATH, { headers: bearer(merchant.merchantId, rotatedKey) })).status).toBe(401);

    await page.getByRole("button", { name: "Create API key" }).click();
    await page.getByRole("dialog", { name: "Create an API key?" }).getByRole("button", { name: "Create key" }).click();
    const createdKey = await shownKey(page);
    expect((await api.call(AVAILABILITY_PATH, { headers: bearer(merchant.merchantId, createdKey) })).status).toBe(200);

    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    for (const path of ["/dashboard/api-access", "/dashboard/account", "/dashboard/"]) {
      await page.goto(path);
      await page.getByRole("heading", { name: "Sign in" }).waitFor();
      expect(new URL(page.url()).pathname, path).toBe("/dashboard/sign-in");
    }
    expect(pageErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  it("brings a signed-out visitor back to the page they asked for after signing in", async () => {
    const { api } = harness;
    const merchant = await api.seedMerchant();
    const link = await inviteByOperator(api, merchant.merchantId, "returning@example.com", "admin");
    const first = await harness.openPage();
    await acceptInvitation(first.page, link, "Rita Returning");

    const { page } = await harness.openPage();
    await page.goto("/dashboard/account");
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    await signIn(page, "returning@example.com", "not the password at all");
    await page.getByText("The email or password is not right.").waitFor();
    await signIn(page, "returning@example.com", PASSWORD);
    await page.getByRole("heading", { level: 1, name: "Your account" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/dashboard/account");
  });

  it("changes the password on the account page: explains a short or mistyped one, ends the other session, and only the new one signs in", async () => {
    const { api } = harness;
    const merchant = await api.seedMerchant();
    const link = await inviteByOperator(api, merchant.merchantId, "changer@example.com", "admin");
    const laptop = (await harness.openPage()).page;
    await acceptInvitation(laptop, link, "Chad Changer");
    const phone = (await harness.openPage()).page;
    await phone.goto("/dashboard/sign-in");
    await signIn(phone, "changer@example.com");
    await phone.getByRole("heading", { level: 1, name: "API access" }).waitFor();

    await laptop.goto("/dashboard/account");
    const newPassword = "a fresh passphrase for the account";
    const change = async (password: string, repeated: string) => {
      await laptop.getByLabel("Current password").fill(PASSWORD);
      await laptop.getByLabel("New password").fill(password);
      await laptop.getByLabel("Repeat the password").fill(repeated);
      await laptop.getByRole("button", { name: "Change password" }).click();
    };
    await change("too short", "too short");
    await laptop.getByText("Use at least 12 characters").waitFor();
    await change(newPassword, `${newPassword}!`);
    await laptop.getByText("The two passwords differ").waitFor();
    await change(newPassword, newPassword);
    await laptop.getByRole("status").getByText("Password changed").waitFor();

    await phone.reload();
    await phone.getByRole("heading", { name: "Sign in" }).waitFor();
    await signIn(phone, "changer@example.com");
    await phone.getByText("The email or password is not right.").waitFor();
    await signIn(phone, "changer@example.com", newPassword);
    await phone.getByRole("heading", { level: 1, name: "API access" }).waitFor();
    await laptop.reload();
    await laptop.getByRole("heading", { level: 1, name: "Your account" }).waitFor();
  });

  it("signs every browser out with one click on sign out everywhere", async () => {
    const { api } = harness;
    const merchant = await api.seedMerchant();
    const link = await inviteByOperator(api, merchant.merchantId, "everywhere@example.com", "admin");
    const laptop = await harness.openPage();
    await acceptInvitation(laptop.page, link, "Eve Everywhere");
    const phone = await harness.openPage();
    await phone.page.goto("/dashboard/sign-in");
    await signIn(phone.page, "everywhere@example.com");
    await phone.page.getByRole("heading", { level: 1, name: "API access" }).waitFor();

    await laptop.page.getByRole("button", { name: "Sign out everywhere" }).click();
    await laptop.page.getByRole("heading", { name: "Sign in" }).waitFor();
    await phone.page.reload();
    await phone.page.getByRole("heading", { name: "Sign in" }).waitFor();
  });
});
