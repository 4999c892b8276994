import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRPCClientError } from "@trpc/client";
import { eq } from "drizzle-orm";
import { dashboardSessions, dashboardUsers, oneTimeLinks } from "@reservation-api/db";
import {
  TEST_PASSWORD,
  dashboardClient,
  inviteToken,
  rejectionOf,
  signedInMember,
  resetToken,
} from "../support/dashboard-client.js";
import { startTestApi, type TestApi } from "../support/test-api.js";

const HOUR = 3_600_000;
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: { DASHBOARD_INVITE_TTL_HOURS: "72", DASHBOARD_RESET_TTL_MINUTES: "60" } });
});
afterAll(() => api.close());

describe("invitation links", () => {
  it("describe what they are for, then create the account and sign in", async () => {
    const merchant = await api.seedMerchant();
    const token = await inviteToken(api, merchant.merchantId, "New.Person@Example.com", "viewer");
    const browser = dashboardClient(api);
    const invitation = await browser.trpc.auth.invitation.query({ token });
    expect(invitation).toMatchObject({ kind: "invite", email: "new.person@example.com", role: "viewer" });
    const session = await browser.trpc.auth.acceptInvitation.mutate({
      token,
      displayName: "New Person",
      password: TEST_PASSWORD,
    });
    expect(session.user).toMatchObject({ email: "new.person@example.com", displayName: "New Person", role: "viewer" });
    expect(session.merchant.id).toBe(merchant.merchantId);
    const [user] = await api.db.select().from(dashboardUsers).where(eq(dashboardUsers.id, session.user.id));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("work once only", async () => {
    const merchant = await api.seedMerchant();
    const token = await inviteToken(api, merchant.merchantId, `once-${crypto.randomUUID().slice(0, 6)}@example.com`, "admin");
    await dashboardClient(api).trpc.auth.acceptInvitation.mutate({ token, displayName: "First", password: TEST_PASSWORD });
    const second = dashboardClient(api);
    const reused = await rejectionOf(
      second.trpc.auth.acceptInvitation.mutate({ token, displayName: "Second", password: TEST_PASSWORD }),
    );
    expect(reused.data?.code).toBe("NOT_FOUND");
    expect(reused.message).toMatch(/already been used/);
    expect((await rejectionOf(second.trpc.auth.invitation.query({ token }))).data?.code).toBe("NOT_FOUND");
    expect(second.sessionToken()).toBeUndefined();
  });

  it("work once only when used twice at the same moment", async () => {
    const merchant = await api.seedMerchant();
    const email = `race-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const token = await inviteToken(api, merchant.merchantId, email, "admin");
    const results = await Promise.allSettled(
      [1, 2, 3].map((n) =>
        dashboardClient(api).trpc.auth.acceptInvitation.mutate({ token, displayName: `Tab ${n}`, password: TEST_PASSWORD }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await api.db.select().from(dashboardUsers).where(eq(dashboardUsers.email, email))).toHaveLength(1);
  });

  it("expire", async () => {
    const merchant = await api.seedMerchant();
    const token = await inviteToken(api, merchant.merchantId, `late-${crypto.randomUUID().slice(0, 6)}@example.com`, "admin");
    api.clock.advance(72 * HOUR);
    const browser = dashboardClient(api);
    const expired = await rejectionOf(
      browser.trpc.auth.acceptInvitation.mutate({ token, displayName: "Late", password: TEST_PASSWORD }),
    );
    expect(expired.data?.code).toBe("NOT_FOUND");
    expect(expired.message).toMatch(/expired/);
  });

  it("refuse an unknown token with a clear NOT_FOUND", async () => {
    const error = await rejectionOf(dashboardClient(api).trpc.auth.invitation.query({ token: "no-such-token" }));
    expect(error.data?.code).toBe("NOT_FOUND");
    expect(error.message).toMatch(/not valid/);
  });

  it("need a display name and a 12-character password", async () => {
    const merchant = await api.seedMerchant();
    const token = await inviteToken(api, merchant.merchantId, `rules-${crypto.randomUUID().slice(0, 6)}@example.com`, "admin");
    const browser = dashboardClient(api);
    expect((await rejectionOf(browser.trpc.auth.acceptInvitation.mutate({ token, password: TEST_PASSWORD }))).data?.code).toBe(
      "BAD_REQUEST",
    );
    expect(
      (await rejectionOf(browser.trpc.auth.acceptInvitation.mutate({ token, displayName: "X", password: "short" }))).data?.code,
    ).toBe("BAD_REQUEST");
    // Text PostgreSQL cannot store, or could not give back unchanged: refused as input, never a 500.
    for (const displayName of ["Nul\u0000Name", "Lone \ud800 half"]) {
      const refused = await rejectionOf(
        browser.trpc.auth.acceptInvitation.mutate({ token, displayName, password: TEST_PASSWORD }),
      );
      expect(refused.data?.code).toBe("BAD_REQUEST");
    }
    await expect(
      browser.trpc.auth.acceptInvitation.mutate({ token, displayName: "X", password: TEST_PASSWORD }),
    ).resolves.toBeDefined();
  });

  it("cannot invite an email that already has an account", async () => {
    const merchant = await api.seedMerchant();
    const member = await signedInMember(api, merchant.merchantId);
    const error = await rejectionOf(member.trpc.team.invite.mutate({ email: member.email.toUpperCase(), role: "viewer" }));
    expect(error.data?.code).toBe("CONFLICT");
  });
});

describe("password-reset links", () => {
  /** A signed-in member and the token of a reset link the operator issued for them. */
  async function memberWithResetLink() {
    const merchant = await api.seedMerchant();
    const member = await signedInMember(api, merchant.merchantId);
    return { member, token: await resetToken(api, { merchantId: merchant.merchantId, userId: member.userId }) };
  }

  it("set a new password, end every session of the user, and sign in", async () => {
    const { member, token } = await memberWithResetLink();
    const browser = dashboardClient(api);
    expect(await browser.trpc.auth.invitation.query({ token })).toMatchObject({ kind: "reset", email: member.email });
    await browser.trpc.auth.acceptInvitation.mutate({ token, password: "my new long password" });
    expect((await rejectionOf(member.trpc.apiAccess.overview.query())).data?.httpStatus).toBe(401);
    const sessions = await api.db.select().from(dashboardSessions).where(eq(dashboardSessions.userId, member.userId));
    expect(sessions).toHaveLength(1);
    await expect(browser.trpc.apiAccess.overview.query()).resolves.toBeDefined();
    expect(
      (await rejectionOf(dashboardClient(api).trpc.auth.signIn.mutate({ email: member.email, password: member.password }))).data
        ?.httpStatus,
    ).toBe(401);
  });

  it("work once only when used twice at the same moment", async () => {
    const { token } = await memberWithResetLink();
    const results = await Promise.allSettled(
      ["first new password", "second new password"].map((password) =>
        dashboardClient(api).trpc.auth.acceptInvitation.mutate({ token, password }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
  });

  it("expire after their shorter lifetime", async () => {
    const { token } = await memberWithResetLink();
    api.clock.advance(HOUR);
    expect(
      (await rejectionOf(dashboardClient(api).trpc.auth.acceptInvitation.mutate({ token, password: "my new long password" })))
        .message,
    ).toMatch(/expired/);
  });

  /** An admin, a second member, and a way for the admin to issue that member a reset link over HTTP. */
  async function adminAndMember() {
    const merchant = await api.seedMerchant();
    const admin = await signedInMember(api, merchant.merchantId);
    const member = await signedInMember(api, merchant.merchantId, { role: "viewer" });
    const issueLink = async () => tokenOf((await admin.trpc.team.resetPasswordLink.mutate({ userId: member.userId })).link);
    return { admin, member, issueLink };
  }

  async function refusal(token: string) {
    return rejectionOf(dashboardClient(api).trpc.auth.acceptInvitation.mutate({ token, password: "a takeover password" }));
  }

  it("stop working when a newer one is issued", async () => {
    const { member, issueLink } = await adminAndMember();
    const older = await issueLink();
    const newer = await issueLink();
    const refused = await refusal(older);
    expect(refused.data?.code).toBe("NOT_FOUND");
    expect(refused.message).toMatch(/newer password-reset link was issued, or the password was set/);
    expect((await rejectionOf(dashboardClient(api).trpc.auth.invitation.query({ token: older }))).message).toMatch(
      /newer password-reset link was issued, or the password was set/,
    );
    await dashboardClient(api).trpc.auth.acceptInvitation.mutate({ token: newer, password: "the newest password" });
    await expect(
      dashboardClient(api).trpc.auth.signIn.mutate({ email: member.email, password: "the newest password" }),
    ).resolves.toBeDefined();
  });

  it("leave exactly one usable when several are issued at the same moment", async () => {
    const { issueLink } = await adminAndMember();
    const tokens = await Promise.all([1, 2, 3, 4, 5].map(() => issueLink()));
    const described = await Promise.allSettled(tokens.map((token) => dashboardClient(api).trpc.auth.invitation.query({ token })));
    expect(described.filter((result) => result.status === "fulfilled")).toHaveLength(1);
  });

  it("never end in a server error when one is used while newer ones are being issued", async () => {
    const { issueLink } = await adminAndMember();
    const outcomes: Array<number | "ok" | undefined> = [];
    for (let round = 0; round < 25; round++) {
      const token = await issueLink();
      const results = await Promise.allSettled([
        dashboardClient(api).trpc.auth.acceptInvitation.mutate({ token, password: "a racing new password" }),
        // Staggered, so some land while the link is being used: taking the user and the link in
        // opposite orders there would deadlock.
        ...[1, 2, 3, 4].map(async (n) => {
          await new Promise((resolve) => setTimeout(resolve, n * 8));
          return issueLink();
        }),
      ]);
      for (const result of results) outcomes.push(result.status === "fulfilled" ? "ok" : httpStatusOf(result.reason));
    }
    expect(outcomes.filter((outcome) => outcome !== "ok" && outcome !== 404)).toEqual([]);
  });

  it("all stop working once one of them is used, even two that were both usable", async () => {
    const { member, issueLink } = await adminAndMember();
    const first = await issueLink();
    const second = await issueLink();
    // As two links issued before revocation existed would be: both usable at once.
    await api.db.update(oneTimeLinks).set({ revokedAt: null }).where(eq(oneTimeLinks.userId, member.userId));
    await dashboardClient(api).trpc.auth.acceptInvitation.mutate({ token: second, password: "the owner's own password" });
    expect((await refusal(first)).message).toMatch(/newer password-reset link was issued, or the password was set/);
    expect((await refusal(second)).message).toMatch(/already been used/);
    await expect(
      dashboardClient(api).trpc.auth.signIn.mutate({ email: member.email, password: "the owner's own password" }),
    ).resolves.toBeDefined();
  });

  it("stop working when the owner changes the password, so an admin's link cannot take the account over later", async () => {
    const { member, issueLink } = await adminAndMember();
    const issuedEarlier = await issueLink();
    await member.trpc.auth.changePassword.mutate({ currentPassword: member.password, newPassword: "the owner's own password" });
    const refused = await refusal(issuedEarlier);
    expect(refused.data?.code).toBe("NOT_FOUND");
    expect(refused.message).toMatch(/newer password-reset link was issued, or the password was set/);
    await expect(
      dashboardClient(api).trpc.auth.signIn.mutate({ email: member.email, password: "the owner's own password" }),
    ).resolves.toBeDefined();
  });

  it("stop working when the user is removed", async () => {
    const { admin, member, issueLink } = await adminAndMember();
    const token = await issueLink();
    await admin.trpc.team.remove.mutate({ userId: member.userId });
    expect((await refusal(token)).data?.code).toBe("NOT_FOUND");
    expect(await api.db.select().from(dashboardUsers).where(eq(dashboardUsers.id, member.userId))).toEqual([]);
  });
});

function tokenOf(link: string): string {
  return new URL(link).searchParams.get("token") ?? "";
}

function httpStatusOf(error: unknown): number | undefined {
  return error instanceof TRPCClientError ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : undefined;
}
