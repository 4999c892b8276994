import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anyString } from "../support/asymmetric-matchers.js";
import { TRPCClientError } from "@trpc/client";
import { eq } from "drizzle-orm";
import { dashboardSessions } from "@reservation-api/db";
import { TEST_PASSWORD, dashboardClient, inviteToken, rejectionOf, signedInMember } from "../support/dashboard-client.js";
import { startTestApi, type TestApi } from "../support/test-api.js";

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe("team management", () => {
  it("an admin invites a teammate whose link joins the same merchant; members and pending invitations are listed", async () => {
    const merchant = await api.seedMerchant();
    const admin = await signedInMember(api, merchant.merchantId);
    const { link, expiresAt } = await admin.trpc.team.invite.mutate({ email: "Mate@Example.com", role: "viewer" });
    expect(link).toMatch(/\/dashboard\/accept-invite\?token=/);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(api.clock.now().getTime());
    const pending = await admin.trpc.team.members.query();
    expect(pending.invitations).toMatchObject([
      { email: "mate@example.com", role: "viewer", invitedBy: `Name of ${admin.email}` },
    ]);

    api.clock.advance(60_000);
    const mate = dashboardClient(api);
    const token = new URL(link).searchParams.get("token") ?? "";
    const session = await mate.trpc.auth.acceptInvitation.mutate({ token, displayName: "Mate", password: TEST_PASSWORD });
    expect(session.merchant.id).toBe(merchant.merchantId);
    const team = await admin.trpc.team.members.query();
    expect(team.invitations).toEqual([]);
    expect(team.members.map((member) => [member.email, member.role, member.isYou])).toEqual([
      [admin.email, "admin", true],
      ["mate@example.com", "viewer", false],
    ]);
  });

  it("changes a role and removes a member, whose sessions end at once", async () => {
    const merchant = await api.seedMerchant();
    const admin = await signedInMember(api, merchant.merchantId);
    const viewer = await signedInMember(api, merchant.merchantId, { role: "viewer" });
    await admin.trpc.team.changeRole.mutate({ userId: viewer.userId, role: "admin" });
    await expect(viewer.trpc.team.resetPasswordLink.mutate({ userId: admin.userId })).resolves.toMatchObject({
      link: anyString(),
    });
    await admin.trpc.team.remove.mutate({ userId: viewer.userId });
    expect((await rejectionOf(viewer.trpc.apiAccess.overview.query())).data?.httpStatus).toBe(401);
    expect(await api.db.select().from(dashboardSessions).where(eq(dashboardSessions.userId, viewer.userId))).toEqual([]);
    const actions = (await admin.trpc.activity.list.query()).items.map((item) => item.action);
    expect(actions).toEqual(expect.arrayContaining(["user.role_changed", "user.removed", "user.password_reset_issued"]));
  });

  it("never removes or demotes the last admin", async () => {
    const merchant = await api.seedMerchant();
    const admin = await signedInMember(api, merchant.merchantId);
    expect((await rejectionOf(admin.trpc.team.changeRole.mutate({ userId: admin.userId, role: "viewer" }))).data?.code).toBe(
      "PRECONDITION_FAILED",
    );
    expect((await rejectionOf(admin.trpc.team.remove.mutate({ userId: admin.userId }))).data?.code).toBe("PRECONDITION_FAILED");
  });

  it("marks the only admin as such in the team list, and no one once a second admin joins", async () => {
    const merchant = await api.seedMerchant();
    const admin = await signedInMember(api, merchant.merchantId);
    const viewer = await signedInMember(api, merchant.merchantId, { role: "viewer" });
    const onlyAdminFlags = async () =>
      Object.fromEntries((await viewer.trpc.team.members.query()).members.map((member) => [member.email, member.isOnlyAdmin]));
    expect(await onlyAdminFlags()).toEqual({ [admin.email]: true, [viewer.email]: false });
    await admin.trpc.team.changeRole.mutate({ userId: viewer.userId, role: "admin" });
    expect(await onlyAdminFlags()).toEqual({ [admin.email]: false, [viewer.email]: false });
  });

  it("keeps one admin when two admins demote each other at the same moment", async () => {
    const merchant = await api.seedMerchant();
    const first = await signedInMember(api, merchant.merchantId);
    const second = await signedInMember(api, merchant.merchantId);
    const results = await Promise.allSettled([
      first.trpc.team.changeRole.mutate({ userId: second.userId, role: "viewer" }),
      second.trpc.team.changeRole.mutate({ userId: first.userId, role: "viewer" }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const team = await first.trpc.team.members.query().catch(() => second.trpc.team.members.query());
    expect(team.members.filter((member) => member.role === "admin")).toHaveLength(1);
  });
});

describe("pending invitations", () => {
  function tokenOf(link: string): string {
    return new URL(link).searchParams.get("token") ?? "";
  }

  async function joinWith(token: string) {
    return dashboardClient(api).trpc.auth.acceptInvitation.mutate({ token, displayName: "Invitee", password: TEST_PASSWORD });
  }

  it("an admin withdraws one: its link is refused, it leaves the list, and the activity log says who withdrew it", async () => {
    const merchant = await api.seedMerchant();
    const admin = await signedInMember(api, merchant.merchantId);
    const { link } = await admin.trpc.team.invite.mutate({ email: "withdrawn@example.com", role: "admin" });
    const [pending] = (await admin.trpc.team.members.query()).invitations;
    expect(pending?.email).toBe("withdrawn@example.com");

    await admin.trpc.team.withdrawInvitation.mutate({ invitationId: pending?.id ?? "" });
    expect((await admin.trpc.team.members.query()).invitations).toEqual([]);
    const refused = await rejectionOf(joinWith(tokenOf(link)));
    expect(refused.data?.code).toBe("NOT_FOUND");
    expect(refused.message).toMatch(/withdrawn/);
    const again = await rejectionOf(admin.trpc.team.withdrawInvitation.mutate({ invitationId: pending?.id ?? "" }));
    expect(again.data?.code).toBe("NOT_FOUND");

    const [latest] = (await admin.trpc.activity.list.query()).items;
    expect(latest).toMatchObject({
      action: "user.invitation_withdrawn",
      actor: `Name of ${admin.email}`,
      details: { email: "withdrawn@example.com", role: "admin" },
    });
  });

  it("a viewer cannot withdraw one (403), nor can an admin of another merchant (not found)", async () => {
    const merchant = await api.seedMerchant();
    const admin = await signedInMember(api, merchant.merchantId);
    const viewer = await signedInMember(api, merchant.merchantId, { role: "viewer" });
    const { link } = await admin.trpc.team.invite.mutate({ email: "kept@example.com", role: "viewer" });
    const [pending] = (await viewer.trpc.team.members.query()).invitations;
    const invitationId = pending?.id ?? "";

    const byViewer = await rejectionOf(viewer.trpc.team.withdrawInvitation.mutate({ invitationId }));
    expect(byViewer.data?.httpStatus).toBe(403);
    const stranger = await signedInMember(api, (await api.seedMerchant()).merchantId);
    const byStranger = await rejectionOf(stranger.trpc.team.withdrawInvitation.mutate({ invitationId }));
    expect(byStranger.data?.code).toBe("NOT_FOUND");
    await expect(joinWith(tokenOf(link))).resolves.toMatchObject({ merchant: { id: merchant.merchantId } });
  });

  it("removing a member withdraws the invitations they issued, and only theirs", async () => {
    const merchant = await api.seedMerchant();
    const staying = await signedInMember(api, merchant.merchantId);
    const leaving = await signedInMember(api, merchant.merchantId);
    const fromLeaving = await leaving.trpc.team.invite.mutate({ email: "accomplice@example.com", role: "admin" });
    const fromStaying = await staying.trpc.team.invite.mutate({ email: "welcome@example.com", role: "viewer" });

    await staying.trpc.team.remove.mutate({ userId: leaving.userId });
    expect((await staying.trpc.team.members.query()).invitations.map((invitation) => invitation.email)).toEqual([
      "welcome@example.com",
    ]);
    const refused = await rejectionOf(joinWith(tokenOf(fromLeaving.link)));
    expect(refused.data?.code).toBe("NOT_FOUND");
    expect(refused.message).toMatch(/withdrawn/);
    await expect(joinWith(tokenOf(fromStaying.link))).resolves.toBeDefined();
    const withdrawal = (await staying.trpc.activity.list.query()).items.find(
      (item) => item.action === "user.invitation_withdrawn",
    );
    expect(withdrawal?.details).toMatchObject({ email: "accomplice@example.com", reason: `${leaving.email} was removed` });
  });

  it("an admin removed while inviting gets 403 for what came too late, never a 500, and no invitation of theirs survives", async () => {
    const outcomes: Array<number | "ok" | undefined> = [];
    for (let round = 0; round < 6; round++) {
      const merchant = await api.seedMerchant();
      const staying = await signedInMember(api, merchant.merchantId);
      const leaving = await signedInMember(api, merchant.merchantId);
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const results = await Promise.allSettled([
        ...[0, 1, 2, 3, 4, 5].map(async (n) => {
          await pause(n * 3);
          return leaving.trpc.team.invite.mutate({ email: `late-${n}@example.com`, role: "admin" });
        }),
        pause(6).then(() => staying.trpc.team.remove.mutate({ userId: leaving.userId })),
      ]);
      for (const result of results) outcomes.push(result.status === "fulfilled" ? "ok" : httpStatusOf(result.reason));
      expect((await staying.trpc.team.members.query()).invitations).toEqual([]);
    }
    expect(outcomes.filter((outcome) => outcome !== "ok" && outcome !== 401 && outcome !== 403)).toEqual([]);
  });

  it("team.invite answers alike whether or not the email has an account at another merchant", async () => {
    const elsewhere = await api.seedMerchant();
    const taken = `taken-${crypto.randomUUID().slice(0, 6)}@example.com`;
    await signedInMember(api, elsewhere.merchantId, { email: taken });
    const merchant = await api.seedMerchant();
    const admin = await signedInMember(api, merchant.merchantId);

    const answers = [];
    for (const email of [taken, `fresh-${crypto.randomUUID().slice(0, 6)}@example.com`]) {
      const issued = await admin.trpc.team.invite.mutate({ email, role: "admin" });
      answers.push({
        status: admin.state.lastResponse?.status,
        keys: Object.keys(issued).sort(),
        link: issued.link.replace(/token=[^&]+/, "token=…"),
        lifetimeMs: new Date(issued.expiresAt).getTime() - api.clock.now().getTime(),
      });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]?.status).toBe(200);
    expect((await admin.trpc.team.members.query()).invitations).toHaveLength(2);
  });

  it("accepting with an email that has an account at another merchant says to ask for another email, and keeps the link", async () => {
    const elsewhere = await api.seedMerchant();
    const taken = `taken-${crypto.randomUUID().slice(0, 6)}@example.com`;
    await signedInMember(api, elsewhere.merchantId, { email: taken });
    const merchant = await api.seedMerchant();
    const token = await inviteToken(api, merchant.merchantId, taken, "viewer");

    const refused = await rejectionOf(joinWith(token));
    expect(refused.data?.code).toBe("CONFLICT");
    expect(refused.message).toMatch(/another merchant.*another of your email addresses/);
    expect(refused.message).not.toContain(elsewhere.merchantId);
    await expect(dashboardClient(api).trpc.auth.invitation.query({ token })).resolves.toMatchObject({ email: taken });
  });
});

describe("activity log", () => {
  it("lists newest first with a cursor", async () => {
    const merchant = await api.seedMerchant();
    const admin = await signedInMember(api, merchant.merchantId);
    for (let n = 0; n < 3; n++) await admin.trpc.apiAccess.rotateKey.mutate();
    const first = await admin.trpc.activity.list.query({ limit: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.items[0]?.action).toBe("key.revealed");
    expect(first.items[1]?.action).toBe("key.rotated");
    expect(first.nextCursor).not.toBeNull();
    const rest = await admin.trpc.activity.list.query({ cursor: first.nextCursor ?? undefined, limit: 200 });
    const ids = [...first.items, ...rest.items].map((item) => Number(item.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(rest.nextCursor).toBeNull();
    expect(rest.items.at(-1)?.actor).toBe("operator");
  });
});

function httpStatusOf(error: unknown): number | undefined {
  return error instanceof TRPCClientError ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : undefined;
}
