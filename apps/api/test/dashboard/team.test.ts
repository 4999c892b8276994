import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { dashboardSessions } from "@reservation-api/db";
import { TEST_PASSWORD, dashboardClient, rejectionOf, signedInMember } from "../support/dashboard-client.js";
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
      link: expect.any(String),
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
