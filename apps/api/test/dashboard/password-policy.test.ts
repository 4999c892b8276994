import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringMatching } from "../support/asymmetric-matchers.js";
import { dashboardClient, inviteToken, rejectionOf, signedInMember, resetToken } from "../support/dashboard-client.js";
import { startTestApi, type TestApi } from "../support/test-api.js";

// Each passes the 12-to-128-character schema; only the strength policy can refuse them.
const WEAK_PASSWORDS = [" ".repeat(12), "aaaaaaaaaaaa", "password1234", "123456789012"];
const STRONG_PASSWORD = "violet quarry lantern stew";

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** The field a refused call named, and its message; fails unless it is one field-level BAD_REQUEST. */
async function fieldErrorOf(call: Promise<unknown>): Promise<{ field: string; message: string }> {
  const error = await rejectionOf(call);
  expect(error.data?.code).toBe("BAD_REQUEST");
  expect(error.data?.fieldErrors).toHaveLength(1);
  const [fieldError] = error.data?.fieldErrors ?? [];
  return fieldError ?? { field: "", message: "" };
}

describe("a new password is held to the strength policy on the server", () => {
  it("when accepting an invitation: common, trivial, email- and merchant-derived ones are refused on the password field, and the link stays usable", async () => {
    const merchant = await api.seedMerchant();
    const email = `weak-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const token = await inviteToken(api, merchant.merchantId, email, "viewer");
    const browser = dashboardClient(api);
    const { merchantName } = await browser.trpc.auth.invitation.query({ token });
    const accept = (password: string) => browser.trpc.auth.acceptInvitation.mutate({ token, displayName: "Nina", password });
    for (const password of WEAK_PASSWORDS) {
      expect(await fieldErrorOf(accept(password))).toEqual({ field: "password", message: stringMatching(/\w+\./) });
    }
    for (const password of [`${email}!`, `${merchantName}!`]) {
      expect(await fieldErrorOf(accept(password))).toEqual({
        field: "password",
        message: stringMatching(/^Leave out your email address, your name and the merchant's name/),
      });
    }
    expect(browser.sessionToken()).toBeUndefined();
    await expect(accept(STRONG_PASSWORD)).resolves.toMatchObject({ user: { email } });
  });

  it("when using a reset link: a weak password is refused on the password field and the old one still signs in", async () => {
    const merchant = await api.seedMerchant();
    const member = await signedInMember(api, merchant.merchantId);
    const token = await resetToken(api, { merchantId: merchant.merchantId, userId: member.userId });
    const browser = dashboardClient(api);
    for (const password of [...WEAK_PASSWORDS, `${member.email}!`]) {
      expect((await fieldErrorOf(browser.trpc.auth.acceptInvitation.mutate({ token, password }))).field).toBe("password");
    }
    await expect(member.trpc.apiAccess.overview.query()).resolves.toBeDefined();
    await expect(
      dashboardClient(api).trpc.auth.signIn.mutate({ email: member.email, password: member.password }),
    ).resolves.toBeDefined();
    await expect(browser.trpc.auth.acceptInvitation.mutate({ token, password: STRONG_PASSWORD })).resolves.toBeDefined();
  });

  it("when changing one's own password: a weak one is refused on the newPassword field and nothing changes", async () => {
    const merchant = await api.seedMerchant();
    const member = await signedInMember(api, merchant.merchantId);
    const change = (newPassword: string) =>
      member.trpc.auth.changePassword.mutate({ currentPassword: member.password, newPassword });
    for (const newPassword of [...WEAK_PASSWORDS, `${member.email}!`]) {
      expect((await fieldErrorOf(change(newPassword))).field).toBe("newPassword");
    }
    await expect(
      dashboardClient(api).trpc.auth.signIn.mutate({ email: member.email, password: member.password }),
    ).resolves.toBeDefined();
    await expect(change(STRONG_PASSWORD)).resolves.toEqual({ ok: true });
  });
});
