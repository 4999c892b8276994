import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { dashboardSessions } from "@reservation-api/db";
import { SESSION_COOKIE_NAME } from "@reservation-api/contract/dashboard";
import {
  TEST_PASSWORD,
  dashboardClient,
  inviteToken,
  rejectionOf,
  signedInMember,
  trpcErrorCodeOfBody,
} from "../support/dashboard-client.js";
import { startTestApi, type TestApi } from "../support/test-api.js";

const MINUTE = 60_000;
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: { DASHBOARD_SESSION_IDLE_MINUTES: "30", DASHBOARD_SESSION_MAX_HOURS: "12" } });
});
afterAll(() => api.close());

async function sessionRows(userId: string) {
  return api.db.select().from(dashboardSessions).where(eq(dashboardSessions.userId, userId));
}

describe("dashboard sessions", () => {
  it("sign in sets an HttpOnly, SameSite=Lax cookie scoped to /dashboard, not Secure on a plain-http public URL", async () => {
    const merchant = await api.seedMerchant();
    const member = await signedInMember(api, merchant.merchantId);
    const browser = dashboardClient(api);
    const session = await browser.trpc.auth.signIn.mutate({ email: member.email, password: member.password });
    expect(session.user.email).toBe(member.email);
    expect(session.merchant.id).toBe(merchant.merchantId);
    const cookie = browser.state.setCookies.at(-1) ?? "";
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE_NAME}=`));
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\/dashboard(;|$)/i);
    expect(cookie).not.toMatch(/; Secure/i);
    expect(await browser.trpc.auth.session.query()).toEqual(session);
  });

  it("stores only a hash of the session token", async () => {
    const merchant = await api.seedMerchant();
    const member = await signedInMember(api, merchant.merchantId);
    const rows = await sessionRows(member.userId);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(member.sessionToken());
  });

  it("answers 401 UNAUTHORIZED without a stack or internals to a call with no session", async () => {
    const browser = dashboardClient(api);
    const response = await fetch(`${api.url}/dashboard/trpc/apiAccess.overview`);
    expect(response.status).toBe(401);
    const text = await response.text();
    expect(text).not.toMatch(/stack|at .*\.ts|node_modules/i);
    expect(trpcErrorCodeOfBody(JSON.parse(text))).toBe("UNAUTHORIZED");
    const error = await rejectionOf(browser.trpc.apiAccess.overview.query());
    expect(error.data?.httpStatus).toBe(401);
    expect(await browser.trpc.auth.session.query()).toBeNull();
  });

  it("refuses a made-up session cookie", async () => {
    const forged = dashboardClient(api, { cookies: new Map([[SESSION_COOKIE_NAME, "made-up-token"]]) });
    expect((await rejectionOf(forged.trpc.apiAccess.overview.query())).data?.code).toBe("UNAUTHORIZED");
  });

  it("sign in always issues a new session and ends the one the browser carried", async () => {
    const merchant = await api.seedMerchant();
    const member = await signedInMember(api, merchant.merchantId);
    const before = member.sessionToken();
    await member.trpc.auth.signIn.mutate({ email: member.email, password: member.password });
    expect(member.sessionToken()).toBeDefined();
    expect(member.sessionToken()).not.toBe(before);
    const stale = dashboardClient(api, { cookies: new Map([[SESSION_COOKIE_NAME, before ?? ""]]) });
    expect((await rejectionOf(stale.trpc.apiAccess.overview.query())).data?.httpStatus).toBe(401);
    expect(await sessionRows(member.userId)).toHaveLength(1);
  });

  it("sign out ends the session on the server: the old cookie then gets 401", async () => {
    const merchant = await api.seedMerchant();
    const member = await signedInMember(api, merchant.merchantId);
    const copied = new Map(member.state.cookies);
    await member.trpc.auth.signOut.mutate();
    expect(member.state.setCookies.at(-1)).toMatch(/Max-Age=0/i);
    expect(member.sessionToken()).toBeUndefined();
    const replayed = dashboardClient(api, { cookies: copied });
    expect((await rejectionOf(replayed.trpc.apiAccess.overview.query())).data?.httpStatus).toBe(401);
    expect(await sessionRows(member.userId)).toHaveLength(0);
  });

  it("sign out everywhere ends every session of the user", async () => {
    const merchant = await api.seedMerchant();
    const member = await signedInMember(api, merchant.merchantId);
    const laptop = dashboardClient(api);
    await laptop.trpc.auth.signIn.mutate({ email: member.email, password: member.password });
    await member.trpc.auth.signOutEverywhere.mutate();
    expect((await rejectionOf(laptop.trpc.apiAccess.overview.query())).data?.httpStatus).toBe(401);
    expect(await sessionRows(member.userId)).toHaveLength(0);
  });

  it("ends a session left idle for the idle timeout, and keeps one in use alive past it", async () => {
    const merchant = await api.seedMerchant();
    const idle = await signedInMember(api, merchant.merchantId);
    const busy = await signedInMember(api, merchant.merchantId);
    for (let step = 0; step < 3; step++) {
      api.clock.advance(20 * MINUTE);
      await busy.trpc.apiAccess.overview.query();
    }
    expect((await rejectionOf(idle.trpc.apiAccess.overview.query())).data?.httpStatus).toBe(401);
    expect(await sessionRows(idle.userId)).toHaveLength(0);
    await expect(busy.trpc.apiAccess.overview.query()).resolves.toMatchObject({ merchantId: merchant.merchantId });
  });

  it("ends a session at its absolute expiry however active it is", async () => {
    const merchant = await api.seedMerchant();
    const member = await signedInMember(api, merchant.merchantId);
    for (let hour = 0; hour < 12 * 3 - 1; hour++) {
      api.clock.advance(20 * MINUTE);
      await member.trpc.apiAccess.overview.query();
    }
    api.clock.advance(20 * MINUTE);
    expect((await rejectionOf(member.trpc.apiAccess.overview.query())).data?.httpStatus).toBe(401);
  });

  it("changing the password needs the current one and ends the user's other sessions only", async () => {
    const merchant = await api.seedMerchant();
    const member = await signedInMember(api, merchant.merchantId);
    const other = dashboardClient(api);
    await other.trpc.auth.signIn.mutate({ email: member.email, password: member.password });
    const wrong = await rejectionOf(
      member.trpc.auth.changePassword.mutate({ currentPassword: "not the password", newPassword: "a brand new password" }),
    );
    expect(wrong.data?.code).toBe("BAD_REQUEST");
    await member.trpc.auth.changePassword.mutate({ currentPassword: member.password, newPassword: "a brand new password" });
    await expect(member.trpc.apiAccess.overview.query()).resolves.toBeDefined();
    expect((await rejectionOf(other.trpc.apiAccess.overview.query())).data?.httpStatus).toBe(401);
    const fresh = dashboardClient(api);
    expect(
      (await rejectionOf(fresh.trpc.auth.signIn.mutate({ email: member.email, password: member.password }))).data?.httpStatus,
    ).toBe(401);
    await expect(fresh.trpc.auth.signIn.mutate({ email: member.email, password: "a brand new password" })).resolves.toBeDefined();
  });

  it("refuses passwords shorter than 12 or longer than 128 characters", async () => {
    const merchant = await api.seedMerchant();
    const member = await signedInMember(api, merchant.merchantId);
    for (const newPassword of ["short", "x".repeat(129)]) {
      const error = await rejectionOf(member.trpc.auth.changePassword.mutate({ currentPassword: member.password, newPassword }));
      expect(error.data?.code).toBe("BAD_REQUEST");
      expect(error.data?.fieldErrors?.[0]?.field).toBe("newPassword");
    }
  });
});

describe("dashboard sessions behind an https public URL", () => {
  it("marks the session cookie Secure", async () => {
    const secure = await startTestApi({ env: { PUBLIC_BASE_URL: "https://dashboard.example.com" } });
    try {
      const merchant = await secure.seedMerchant();
      // Calls come from the configured public origin (behind TLS termination in production).
      const browser = dashboardClient(secure, { origin: "https://dashboard.example.com" });
      const token = await inviteToken(secure, merchant.merchantId, "secure@example.com", "admin");
      await browser.trpc.auth.acceptInvitation.mutate({ token, displayName: "Sec", password: TEST_PASSWORD });
      expect(browser.state.setCookies.at(-1)).toMatch(/; Secure/i);
    } finally {
      await secure.close();
    }
  });
});

describe("dashboard sessions with a one-minute idle limit", () => {
  const SECOND = 1_000;
  let shortIdle: TestApi;
  beforeAll(async () => {
    shortIdle = await startTestApi({ env: { DASHBOARD_SESSION_IDLE_MINUTES: "1", DASHBOARD_SESSION_MAX_HOURS: "1" } });
  });
  afterAll(() => shortIdle.close());

  it("keeps a session used every 20 seconds alive for 3 minutes: idleness counts from the last use", async () => {
    const merchant = await shortIdle.seedMerchant();
    const busy = await signedInMember(shortIdle, merchant.merchantId);
    for (let elapsed = 20 * SECOND; elapsed <= 3 * MINUTE; elapsed += 20 * SECOND) {
      shortIdle.clock.advance(20 * SECOND);
      await expect(busy.trpc.apiAccess.overview.query()).resolves.toMatchObject({ merchantId: merchant.merchantId });
    }
  });

  it("ends a session unused for the idle limit, also after a time in use", async () => {
    const merchant = await shortIdle.seedMerchant();
    const unused = await signedInMember(shortIdle, merchant.merchantId);
    const pausing = await signedInMember(shortIdle, merchant.merchantId);
    shortIdle.clock.advance(40 * SECOND);
    await pausing.trpc.apiAccess.overview.query();
    shortIdle.clock.advance(20 * SECOND);
    expect((await rejectionOf(unused.trpc.apiAccess.overview.query())).data?.httpStatus).toBe(401);
    shortIdle.clock.advance(40 * SECOND);
    expect((await rejectionOf(pausing.trpc.apiAccess.overview.query())).data?.httpStatus).toBe(401);
  });

  it("still ends a session in constant use at the absolute limit", async () => {
    const merchant = await shortIdle.seedMerchant();
    const busy = await signedInMember(shortIdle, merchant.merchantId);
    for (let elapsed = 0; elapsed < 60 * MINUTE - 50 * SECOND; elapsed += 50 * SECOND) {
      shortIdle.clock.advance(50 * SECOND);
      await busy.trpc.apiAccess.overview.query();
    }
    shortIdle.clock.advance(50 * SECOND);
    expect((await rejectionOf(busy.trpc.apiAccess.overview.query())).data?.httpStatus).toBe(401);
  });
});
