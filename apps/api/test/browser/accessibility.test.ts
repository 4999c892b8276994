import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath } from "./support/chromium.js";
import { startBrowserHarness, type BrowserHarness } from "./support/browser-harness.js";
import { acceptInvitation, signIn } from "./support/dashboard-steps.js";
import { inviteByOperator, passwordResetLink, pathOf } from "./support/invite-by-operator.js";
import { AUDIT_WIDTHS, auditTrail, type AuditFinding } from "./support/page-audit.js";

describe.skipIf(chromiumPath === undefined)("accessibility of every dashboard page (axe)", () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  for (const [width, viewport] of AUDIT_WIDTHS) {
    it(`finds no serious or critical violation on any page or state at ${width} width`, async () => {
      const findings = await auditEveryState(harness, viewport, width);
      expect(findings).toEqual([]);
    });
  }
});

async function auditEveryState(
  harness: BrowserHarness,
  viewport: { width: number; height: number },
  width: string,
): Promise<AuditFinding[]> {
  const { api } = harness;
  const { findings, audit } = auditTrail(width);
  const merchant = await api.seedMerchant();
  const adminEmail = `admin-${width}@example.com`;

  const visitor = (await harness.openPage({ viewport })).page;
  await visitor.goto("/dashboard/sign-in");
  await visitor.getByRole("heading", { name: "Sign in" }).waitFor();
  await audit(visitor, "sign-in");
  await signIn(visitor, "nobody@example.com", "wrong password here");
  await visitor.getByRole("alert").waitFor();
  await audit(visitor, "sign-in-failed");
  await visitor.goto("/dashboard/accept-invite?token=not-a-real-token");
  await visitor.getByRole("heading", { name: "This link cannot be used" }).waitFor();
  await audit(visitor, "accept-invite-invalid");

  const { page } = await harness.openPage({ viewport });
  const adminLink = await inviteByOperator(api, merchant.merchantId, adminEmail, "admin");
  await page.goto(pathOf(adminLink));
  await page.getByLabel("Your name").waitFor();
  await audit(page, "accept-invite");
  await acceptInvitation(page, adminLink, "Ada Admin");
  await audit(page, "api-access-with-key");

  await page.getByRole("button", { name: "Rotate key" }).click();
  await page.getByRole("dialog").waitFor();
  await audit(page, "rotate-confirm");
  await page.getByRole("dialog").getByRole("button", { name: "Rotate key" }).click();
  await page.getByTestId("new-api-key").waitFor();
  await audit(page, "new-key-shown");

  await page.getByRole("button", { name: "Revoke key" }).click();
  await page.getByRole("dialog").getByLabel("Type REVOKE to confirm").fill("REVOKE");
  await audit(page, "revoke-confirm");
  await page.getByRole("dialog").getByRole("button", { name: "Revoke key" }).click();
  await page.getByTestId("no-active-key").waitFor();
  await audit(page, "api-access-without-key");

  await page.getByRole("link", { name: "Your account" }).click();
  await page.getByRole("heading", { level: 1, name: "Your account" }).waitFor();
  await audit(page, "account");
  await page.getByLabel("New password").fill("password1234");
  await page.getByText("Strength:").waitFor();
  await audit(page, "account-password-meter");
  await page.goto("/dashboard/no-such-page");
  await page.getByRole("heading", { name: "Page not found" }).waitFor();
  await audit(page, "not-found");

  const resetPage = (await harness.openPage({ viewport })).page;
  await resetPage.goto(pathOf(await passwordResetLink(api, merchant.merchantId, adminEmail)));
  await resetPage.getByRole("heading", { name: "Choose a new password" }).waitFor();
  await audit(resetPage, "reset-password");

  const viewerPage = (await harness.openPage({ viewport })).page;
  await acceptInvitation(
    viewerPage,
    await inviteByOperator(api, merchant.merchantId, `viewer-${width}@example.com`, "viewer"),
    "Vera Viewer",
  );
  await audit(viewerPage, "api-access-viewer");
  return findings;
}
