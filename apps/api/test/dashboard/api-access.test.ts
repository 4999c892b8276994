import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { activityEvents, queryRows, type Database } from "@reservation-api/db";
import { dashboardClient, rejectionOf, signedInMember } from "../support/dashboard-client.js";
import { startTestApi, type TestApi } from "../support/test-api.js";

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ captureLogs: true });
});
afterAll(() => api.close());

const AVAILABILITY = "/api/external/v1/availability?date=2026-06-02&partySize=2";

function restHeaders(merchantId: string, apiKey: string) {
  return { Authorization: `Bearer ${apiKey}`, "X-Merchant-Id": merchantId };
}

/** Every row of every table as text: a secret stored anywhere shows up here. */
async function everyStoredRow(db: Database): Promise<string> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
  );
  const dumps: string[] = [];
  for (const { name } of tables) {
    const rows = await queryRows<{ row: string }>(db, sql`select to_jsonb(t)::text as row from ${sql.identifier(name)} t`);
    dumps.push(...rows.map((row) => row.row));
  }
  return dumps.join("\n");
}

async function actionsOf(merchantId: string): Promise<string[]> {
  const rows = await api.db
    .select({ action: activityEvents.action, actor: activityEvents.actorLabel })
    .from(activityEvents)
    .where(eq(activityEvents.merchantId, merchantId));
  return rows.map((row) => `${row.action} by ${row.actor}`);
}

describe("the API access page's procedures", () => {
  it("show the session's merchant id, plan, billing, accepting state and the active key without its secret", async () => {
    const merchant = await api.seedMerchant();
    const admin = await signedInMember(api, merchant.merchantId);
    const overview = await admin.trpc.apiAccess.overview.query();
    expect(overview).toMatchObject({
      merchantId: merchant.merchantId,
      plan: "pro",
      apiIncludedInPlan: true,
      billingStatus: "active",
      acceptingBookings: true,
      activeKey: { prefix: merchant.apiKey.slice(0, 15), createdBy: "operator", lastUsedAt: null },
    });
    expect(overview.apiBaseUrl).toMatch(/\/api\/external\/v1$/);
    expect(JSON.stringify(overview)).not.toContain(merchant.apiKey);
  });

  it("rotate: the new key is shown once, the old key gets 401 from the REST API and the new one 200", async () => {
    const merchant = await api.seedMerchant();
    const admin = await signedInMember(api, merchant.merchantId);
    expect((await api.call(AVAILABILITY, { headers: restHeaders(merchant.merchantId, merchant.apiKey) })).status).toBe(200);
    const rotated = await admin.trpc.apiAccess.rotateKey.mutate();
    expect(rotated.apiKey).toMatch(/^rsv_live_/);
    expect(rotated.apiKey.startsWith(rotated.prefix)).toBe(true);
    expect((await api.call(AVAILABILITY, { headers: restHeaders(merchant.merchantId, merchant.apiKey) })).status).toBe(401);
    expect((await api.call(AVAILABILITY, { headers: restHeaders(merchant.merchantId, rotated.apiKey) })).status).toBe(200);

    const overview = await admin.trpc.apiAccess.overview.query();
    expect(overview.activeKey).toMatchObject({ prefix: rotated.prefix, createdBy: `Name of ${admin.email}` });
    expect(overview.activeKey?.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(overview)).not.toContain(rotated.apiKey);
    expect(JSON.stringify(await admin.trpc.activity.list.query())).not.toContain(rotated.apiKey);
    expect(await everyStoredRow(api.db)).not.toContain(rotated.apiKey);
    expect(api.logs.join("\n")).not.toContain(rotated.apiKey);
    expect(api.logs.length).toBeGreaterThan(0);
    expect(await actionsOf(merchant.merchantId)).toEqual(
      expect.arrayContaining([`key.rotated by Name of ${admin.email}`, `key.revealed by Name of ${admin.email}`]),
    );
  });

  it("revoke needs the typed word; then the key gets 401, create issues a new one, and create is refused while a key is active", async () => {
    const merchant = await api.seedMerchant();
    const admin = await signedInMember(api, merchant.merchantId);
    expect((await rejectionOf(admin.trpc.apiAccess.revokeKey.mutate({ confirm: "yes" as "REVOKE" }))).data?.code).toBe(
      "BAD_REQUEST",
    );
    expect((await rejectionOf(admin.trpc.apiAccess.createKey.mutate())).data?.code).toBe("CONFLICT");

    expect(await admin.trpc.apiAccess.revokeKey.mutate({ confirm: "REVOKE" })).toEqual({ revoked: true });
    expect((await api.call(AVAILABILITY, { headers: restHeaders(merchant.merchantId, merchant.apiKey) })).status).toBe(401);
    expect((await admin.trpc.apiAccess.overview.query()).activeKey).toBeNull();
    expect(await admin.trpc.apiAccess.revokeKey.mutate({ confirm: "REVOKE" })).toEqual({ revoked: false });
    const rotateNothing = await rejectionOf(admin.trpc.apiAccess.rotateKey.mutate());
    expect(rotateNothing.data?.code).toBe("PRECONDITION_FAILED");
    expect(rotateNothing.message).toMatch(/no active key/);

    const created = await admin.trpc.apiAccess.createKey.mutate();
    expect((await api.call(AVAILABILITY, { headers: restHeaders(merchant.merchantId, created.apiKey) })).status).toBe(200);
    expect(await actionsOf(merchant.merchantId)).toEqual(
      expect.arrayContaining([`key.revoked by Name of ${admin.email}`, `key.created by Name of ${admin.email}`]),
    );
  });

  it("refuse a viewer's create, rotate, revoke and invite with FORBIDDEN and change nothing", async () => {
    const merchant = await api.seedMerchant();
    const viewer = await signedInMember(api, merchant.merchantId, { role: "viewer" });
    const overview = await viewer.trpc.apiAccess.overview.query();
    const calls = [
      () => viewer.trpc.apiAccess.createKey.mutate(),
      () => viewer.trpc.apiAccess.rotateKey.mutate(),
      () => viewer.trpc.apiAccess.revokeKey.mutate({ confirm: "REVOKE" }),
      () => viewer.trpc.team.invite.mutate({ email: "friend@example.com", role: "admin" }),
      () => viewer.trpc.team.changeRole.mutate({ userId: viewer.userId, role: "admin" }),
      () => viewer.trpc.team.resetPasswordLink.mutate({ userId: viewer.userId }),
      () => viewer.trpc.team.remove.mutate({ userId: viewer.userId }),
    ];
    for (const call of calls) expect((await rejectionOf(call())).data?.code).toBe("FORBIDDEN");
    expect((await api.call(AVAILABILITY, { headers: restHeaders(merchant.merchantId, merchant.apiKey) })).status).toBe(200);
    expect(await viewer.trpc.apiAccess.overview.query()).toMatchObject({ activeKey: { prefix: overview.activeKey?.prefix } });
    expect((await viewer.trpc.auth.session.query())?.user.role).toBe("viewer");
  });

  it("record the operator's key actions from the seeding path as operator", async () => {
    const merchant = await api.seedMerchant();
    const rows = await api.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.merchantId, merchant.merchantId), eq(activityEvents.action, "key.created")));
    expect(rows).toMatchObject([{ actorKind: "operator", actorLabel: "operator", actorUserId: null }]);
  });

  it("answer a signed-out caller with 401 on every procedure that needs a session", async () => {
    const browser = dashboardClient(api);
    const calls = [
      () => browser.trpc.apiAccess.overview.query(),
      () => browser.trpc.apiAccess.createKey.mutate(),
      () => browser.trpc.apiAccess.rotateKey.mutate(),
      () => browser.trpc.apiAccess.revokeKey.mutate({ confirm: "REVOKE" }),
      () => browser.trpc.team.members.query(),
      () => browser.trpc.team.invite.mutate({ email: "x@example.com", role: "admin" }),
      () => browser.trpc.activity.list.query(),
      () => browser.trpc.auth.signOutEverywhere.mutate(),
      () => browser.trpc.auth.changePassword.mutate({ currentPassword: "x", newPassword: "long enough password" }),
    ];
    for (const call of calls) {
      const error = await rejectionOf(call());
      expect(error.data?.httpStatus).toBe(401);
      expect(JSON.stringify(error.shape)).not.toMatch(/stack/i);
    }
  });
});
