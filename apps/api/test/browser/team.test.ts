import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath } from "./support/chromium.js";
import { startBrowserHarness, type BrowserHarness } from "./support/browser-harness.js";
import { acceptInvitation } from "./support/dashboard-steps.js";
import { inviteByOperator } from "./support/invite-by-operator.js";
import { callProcedureFromPage, openNavigation } from "./support/operations-steps.js";

describe.skipIf(chromiumPath === undefined)("the Team page", () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it("invites with a one-time link, changes the new member's role, removes them, and shows why the last admin cannot go", async () => {
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
    await page.getByTestId("invitations").getByText("newcomer@example.com").waitFor();

    const newcomer = (await harness.openPage()).page;
    await acceptInvitation(newcomer, link ?? "", "Nina Newcomer");
    await page.reload();
    const member = page.getByTestId("member-newcomer@example.com");
    await member.waitFor();
    expect(await member.getByTestId("member-role").textContent()).toBe("Viewer");
    await member.getByRole("button", { name: "Make admin (Nina Newcomer)" }).click();
    await expect.poll(() => member.getByTestId("member-role").textContent()).toBe("Admin");

    await member.getByRole("button", { name: "Password reset link for Nina Newcomer" }).click();
    expect(await member.getByTestId(/^reset-link-/).textContent()).toMatch(/token=/);

    await member.getByRole("button", { name: "Remove Nina Newcomer" }).click();
    const dialog = page.getByRole("dialog", { name: "Remove Nina Newcomer?" });
    await dialog.getByRole("button", { name: "Remove from the team" }).click();
    await member.waitFor({ state: "detached" });

    const me = page.getByTestId("member-owner@example.com");
    await me.getByRole("button", { name: "Make viewer (Olive Owner)" }).click();
    await me.getByText("The team's last admin cannot be demoted").waitFor();
    await me.getByRole("button", { name: "Remove Olive Owner" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Remove from the team" }).click();
    await page.getByRole("dialog").getByText("The team's last admin cannot be removed").waitFor();
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
    for (const name of [/Create invitation/, /^Remove/, /^Make /, /Password reset link/])
      expect(await page.getByRole("button", { name }).count()).toBe(0);

    const invite = await callProcedureFromPage(page, "team.invite", { email: "sneaky@example.com", role: "admin" });
    expect(invite.status).toBe(403);
    const team = await page.evaluate(async () => (await fetch("/dashboard/trpc/team.members")).json());
    const members = (team as { result: { data: { members: { id: string; email: string }[] } } }).result.data.members;
    const self = members.find((item) => item.email === "reader@example.com");
    const removal = await callProcedureFromPage(page, "team.remove", { userId: self?.id });
    expect(removal.status).toBe(403);
    expect(JSON.stringify(team)).not.toContain("sneaky@example.com");
  });
});
