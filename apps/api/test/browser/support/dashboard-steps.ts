import type { Page } from "playwright-core";
import { pathOf } from "./invite-by-operator.js";

export const PASSWORD = "correct horse battery staple";
export const AVAILABILITY_PATH = "/api/external/v1/availability?date=2026-12-15&partySize=2";

/** Follows an invitation link, sets name and password, and waits for the signed-in API access page. */
export async function acceptInvitation(page: Page, link: string, displayName: string): Promise<void> {
  await page.goto(pathOf(link));
  await page.getByLabel("Your name").fill(displayName);
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByLabel("Repeat the password").fill(PASSWORD);
  await page.getByRole("button", { name: "Join and sign in" }).click();
  await page.getByRole("heading", { level: 1, name: "API access" }).waitFor();
}

export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The API key shown once after create or rotate. */
export async function shownKey(page: Page): Promise<string> {
  const text = await page.getByTestId("new-api-key").textContent();
  if (text === null || text === "") throw new Error("No new key is shown");
  return text;
}

export function bearer(merchantId: string, apiKey: string): Record<string, string> {
  return { Authorization: `Bearer ${apiKey}`, "X-Merchant-Id": merchantId };
}
