import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { activityEvents, apiKeys, dashboardSessions, dashboardUsers, oneTimeLinks } from "@reservation-api/db";
import { inviteToken, rejectionOf, signedInMember } from "../support/dashboard-client.js";
import { startTestApi, type TestApi } from "../support/test-api.js";

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** Everything of merchant B the dashboard could read or change, as text. */
async function snapshotOf(merchantId: string): Promise<string> {
  const users = await api.db
    .select()
    .from(dashboardUsers)
    .where(eq(dashboardUsers.merchantId, merchantId))
    .orderBy(dashboardUsers.id);
  const userIds = users.map((user) => user.id);
  const sessions =
    userIds.length === 0
      ? []
      : await api.db
          .select()
          .from(dashboardSessions)
          .where(inArray(dashboardSessions.userId, userIds))
          .orderBy(dashboardSessions.id);
  const keys = await api.db
    .select({ id: apiKeys.id, hash: apiKeys.keyHash, revokedAt: apiKeys.revokedAt })
    .from(apiKeys)
    .where(eq(apiKeys.merchantId, merchantId))
    .orderBy(apiKeys.id);
  const links = await api.db.select().from(oneTimeLinks).where(eq(oneTimeLinks.merchantId, merchantId)).orderBy(oneTimeLinks.id);
  const events = await api.db
    .select()
    .from(activityEvents)
    .where(eq(activityEvents.merchantId, merchantId))
    .orderBy(activityEvents.id);
  return JSON.stringify({ users, sessions, keys, links, events });
}

describe("tenant isolation on every dashboard procedure", () => {
  it("a user of merchant A sending merchant B's ids reads and changes nothing of B", async () => {
    const merchantA = await api.seedMerchant();
    const merchantB = await api.seedMerchant();
    const adminA = await signedInMember(api, merchantA.merchantId);
    const adminB = await signedInMember(api, merchantB.merchantId);
    const viewerB = await signedInMember(api, merchantB.merchantId, { role: "viewer" });
    await inviteToken(api, merchantB.merchantId, "pending-b@example.com", "viewer");
    const before = await snapshotOf(merchantB.merchantId);

    for (const userId of [adminB.userId, viewerB.userId]) {
      for (const call of [
        () => adminA.trpc.team.changeRole.mutate({ userId, role: "admin" }),
        () => adminA.trpc.team.changeRole.mutate({ userId, role: "viewer" }),
        () => adminA.trpc.team.remove.mutate({ userId }),
        () => adminA.trpc.team.resetPasswordLink.mutate({ userId }),
      ]) {
        expect((await rejectionOf(call())).data?.code).toBe("NOT_FOUND");
      }
    }
    // Procedures without ids answer about A only, whatever B has.
    const overview = await adminA.trpc.apiAccess.overview.query();
    expect(overview.merchantId).toBe(merchantA.merchantId);
    const team = await adminA.trpc.team.members.query();
    expect(team.members.map((member) => member.id)).toEqual([adminA.userId]);
    expect(JSON.stringify(team)).not.toContain("pending-b@example.com");
    const activity = await adminA.trpc.activity.list.query();
    expect(JSON.stringify(activity)).not.toContain(adminB.email);
    await adminA.trpc.apiAccess.rotateKey.mutate();
    await adminA.trpc.apiAccess.revokeKey.mutate({ confirm: "REVOKE" });
    await adminA.trpc.apiAccess.createKey.mutate();
    await adminA.trpc.team.invite.mutate({ email: "new-a@example.com", role: "viewer" });

    expect(await snapshotOf(merchantB.merchantId)).toBe(before);
    expect(
      (await api.call("/api/external/v1/availability?date=2026-06-02&partySize=2", { headers: merchantB.headers })).status,
    ).toBe(200);
  });

  it("no procedure accepts a merchant id: one sent along is ignored or refused, never used", async () => {
    const merchantA = await api.seedMerchant();
    const merchantB = await api.seedMerchant();
    const adminA = await signedInMember(api, merchantA.merchantId);
    const before = await snapshotOf(merchantB.merchantId);
    const overview = await (adminA.trpc.apiAccess.overview.query as (input: unknown) => Promise<{ merchantId: string }>)({
      merchantId: merchantB.merchantId,
    });
    expect(overview.merchantId).toBe(merchantA.merchantId);
    await (adminA.trpc.apiAccess.revokeKey.mutate as (input: unknown) => Promise<unknown>)({
      confirm: "REVOKE",
      merchantId: merchantB.merchantId,
    });
    expect(await snapshotOf(merchantB.merchantId)).toBe(before);
  });
});
