import type { Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath } from "./support/chromium.js";
import { startBrowserHarness, type BrowserHarness } from "./support/browser-harness.js";
import { PASSWORD, acceptInvitation } from "./support/dashboard-steps.js";
import { inviteByOperator, pathOf } from "./support/invite-by-operator.js";
import { callProcedureFromPage, memberIdOf, openNavigation } from "./support/operations-steps.js";
import { AUDIT_WIDTHS, auditPage } from "./support/page-audit.js";

describe.skipIf(chromiumPath === undefined)("the Team page", () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it("invites with a one-time link, changes the new member's role, removes them, and never offers to remove or demote the only admin", async () => {
    const { api } = harness;
    const merchant = await api.seedMerchant();
    const { page } = await harness.openPage();
    await acceptInvitation(page, await inviteByOperator(api, merchant.merchantId, "owner@example.com", "admin"), "Olive Owner");
    await openNavigation(page, "Team");

    await page.getByLabel("Email").fill("newcomer@example.com");
    await page.getByLabel("Role").selectOption("viewer");
    await page.getByRole("button", { name: "Create invitation" }).click();
    const link = await page.getByTestId("invitation-link").textContent();
    expect(link).toMatch(/\/dashboard\/accept-invite\?token=/);
    await page.getByTestId("invitations").getByText("newcomer@example.com", { exact: true }).waitFor();

    const newcomer = (await harness.openPage()).page;
    await acceptInvitation(newcomer, link ?? "", "Nina Newcomer");
    await page.reload();
    const member = page.getByTestId("member-newcomer@example.com");
    await member.waitFor();
    expect(await member.getByTestId("member-role").textContent()).toBe("Viewer");
    const me = page.getByTestId("member-owner@example.com");
    await expectOnlyAdmin(me, "Olive Owner");

    await member.getByRole("button", { name: "Make admin (Nina Newcomer)" }).click();
    await expect.poll(() => member.getByTestId("member-role").textContent()).toBe("Admin");
    // Two admins: either may now be removed or made a viewer.
    await me.getByRole("button", { name: "Make viewer (Olive Owner)" }).waitFor();
    await me.getByRole("button", { name: "Remove Olive Owner" }).waitFor();
    expect(await me.getByTestId("only-admin-hint").count()).toBe(0);

    await member.getByRole("button", { name: "Password reset link for Nina Newcomer" }).click();
    expect(await member.getByTestId(/^reset-link-/).textContent()).toMatch(/token=/);

    await member.getByRole("button", { name: "Remove Nina Newcomer" }).click();
    const dialog = page.getByRole("dialog", { name: "Remove Nina Newcomer?" });
    await dialog.getByRole("button", { name: "Remove from the team" }).click();
    await member.waitFor({ state: "detached" });

    await expectOnlyAdmin(me, "Olive Owner");

    // The page only follows the server's rule; asked directly, the server still refuses.
    const ownerId = await memberIdOf(page, "owner@example.com");
    const demotion = await callProcedureFromPage(page, "team.changeRole", { userId: ownerId, role: "viewer" });
    expect([demotion.status, demotion.body]).toEqual([412, expect.stringContaining("The team's last admin cannot be demoted")]);
    const removal = await callProcedureFromPage(page, "team.remove", { userId: ownerId });
    expect([removal.status, removal.body]).toEqual([412, expect.stringContaining("The team's last admin cannot be removed")]);
    await page.reload();
    expect(await me.getByTestId("member-role").textContent()).toBe("Admin");
  });

  it("shows a viewer the team read only, and the server refuses a viewer's invite and remove", async () => {
    const { api } = harness;
    const merchant = await api.seedMerchant();
    await inviteByOperator(api, merchant.merchantId, "admin@example.com", "admin");
    const { page } = await harness.openPage();
    await acceptInvitation(page, await inviteByOperator(api, merchant.merchantId, "reader@example.com", "viewer"), "Rae Reader");
    await openNavigation(page, "Team");
    await page.getByTestId("member-reader@example.com").waitFor();
    await page.getByText("Only admins can invite, change roles or remove members.").waitFor();
    await page.getByTestId("invitation-admin@example.com").waitFor();
    for (const name of [/Create invitation/, /^Remove/, /^Make /, /Password reset link/, /^Withdraw/])
      expect(await page.getByRole("button", { name }).count()).toBe(0);

    const invite = await callProcedureFromPage(page, "team.invite", { email: "sneaky@example.com", role: "admin" });
    expect(invite.status).toBe(403);
    const team = await page.evaluate(async (): Promise<unknown> => (await fetch("/dashboard/trpc/team.members")).json());
    const members = (team as { result: { data: { members: { id: string; email: string }[] } } }).result.data.members;
    const self = members.find((item) => item.email === "reader@example.com");
    const removal = await callProcedureFromPage(page, "team.remove", { userId: self?.id });
    expect(removal.status).toBe(403);
    expect(JSON.stringify(team)).not.toContain("sneaky@example.com");
    const invitations = (team as { result: { data: { invitations: { id: string }[] } } }).result.data.invitations;
    const withdrawal = await callProcedureFromPage(page, "team.withdrawInvitation", { invitationId: invitations[0]?.id });
    expect(withdrawal.status).toBe(403);
  });

  for (const [width, viewport] of AUDIT_WIDTHS) {
    it(`lets an admin withdraw a pending invitation after confirming, and its link then says so (${width})`, async () => {
      const { api } = harness;
      const merchant = await api.seedMerchant();
      const { page } = await harness.openPage({ viewport });
      const owner = `withdrawing-owner-${width}@example.com`;
      await acceptInvitation(page, await inviteByOperator(api, merchant.merchantId, owner, "admin"), "Olive Owner");
      const link = await inviteByOperator(api, merchant.merchantId, "pending@example.com", "admin");
      await inviteByOperator(api, merchant.merchantId, "other@example.com", "viewer");
      await openNavigation(page, "Team");

      const invitation = page.getByTestId("invitation-pending@example.com");
      await invitation.waitFor();
      expect(await auditPage(page, `team-pending-invitations-${width}`)).toEqual([]);
      const withdraw = invitation.getByRole("button", { name: "Withdraw the invitation for pending@example.com" });
      const dialog = page.getByRole("dialog", { name: "Withdraw the invitation for pending@example.com?" });
      await withdraw.click();
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.waitFor({ state: "detached" });
      await withdraw.click();
      await dialog.getByText("stops working at once").waitFor();
      expect(await auditPage(page, `team-withdraw-invitation-${width}`)).toEqual([]);
      await dialog.getByRole("button", { name: "Withdraw invitation" }).click();
      await invitation.waitFor({ state: "detached" });
      await page.getByTestId("invitation-other@example.com").waitFor();

      const invitee = (await harness.openPage({ viewport })).page;
      await invitee.goto(pathOf(link));
      await invitee.getByRole("heading", { name: "This link cannot be used" }).waitFor();
      await invitee.getByText("This invitation was withdrawn. Ask an admin for a new one.").waitFor();
      expect(await auditPage(invitee, `accept-withdrawn-invitation-${width}`)).toEqual([]);
    });
  }

  it("tells someone whose email has an account at another merchant to ask for an invitation to another email", async () => {
    const { api } = harness;
    const elsewhere = await api.seedMerchant();
    const first = await harness.openPage();
    await acceptInvitation(first.page, await inviteByOperator(api, elsewhere.merchantId, "both@example.com", "admin"), "Bo Both");
    const merchant = await api.seedMerchant();
    const link = await inviteByOperator(api, merchant.merchantId, "both@example.com", "viewer");

    for (const [width, viewport] of AUDIT_WIDTHS) {
      const { page } = await harness.openPage({ viewport });
      await page.goto(pathOf(link));
      await page.getByLabel("Your name").fill("Bo Both");
      await page.getByLabel("New password").fill(PASSWORD);
      await page.getByLabel("Repeat the password").fill(PASSWORD);
      await page.getByRole("button", { name: "Join and sign in" }).click();
      await page.getByText("Not joined").waitFor();
      await page.getByText(/already has a dashboard account with another merchant/).waitFor();
      await page.getByText(/invite another of your email addresses/).waitFor();
      expect(await auditPage(page, `accept-invite-account-elsewhere-${width}`)).toEqual([]);
    }
  });
});

/** The only admin is offered neither "Make viewer" nor "Remove", and is told why. */
async function expectOnlyAdmin(member: Locator, displayName: string): Promise<void> {
  await member.getByTestId("only-admin-hint").waitFor();
  expect(await member.getByTestId("only-admin-hint").textContent()).toBe(
    "The only admin; invite another admin first to remove them or make them a viewer.",
  );
  expect(await member.getByRole("button", { name: `Make viewer (${displayName})` }).count()).toBe(0);
  expect(await member.getByRole("button", { name: `Remove ${displayName}` }).count()).toBe(0);
  expect(await member.getByRole("button", { name: `Password reset link for ${displayName}` }).count()).toBe(1);
}
