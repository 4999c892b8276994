import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { activityEvents } from "@reservation-api/db";
import { dashboardClient, rejectionOf, signedInMember, type DashboardClient } from "../support/dashboard-client.js";
import { startTestApi, type TestApi } from "../support/test-api.js";

const MINUTE = 60_000;
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({
    env: { SIGN_IN_MAX_FAILURES_PER_ACCOUNT: "3", SIGN_IN_MAX_FAILURES_PER_ADDRESS: "8", SIGN_IN_THROTTLE_WINDOW_MINUTES: "15" },
  });
});
afterAll(() => api.close());
// Each test starts with every failure window empty (they all come from one client address).
afterEach(() => api.clock.advance(16 * MINUTE));

async function failSignIn(browser: DashboardClient, email: string) {
  return rejectionOf(browser.trpc.auth.signIn.mutate({ email, password: "definitely wrong password" }));
}

describe("sign-in answers", () => {
  it("gives one message for an unknown email and for a wrong password", async () => {
    const merchant = await api.seedMerchant();
    const member = await signedInMember(api, merchant.merchantId);
    const browser = dashboardClient(api);
    const wrongPassword = await failSignIn(browser, member.email);
    const unknownEmail = await failSignIn(browser, "nobody-here@example.com");
    const notAnEmail = await failSignIn(browser, "not an email");
    for (const error of [wrongPassword, unknownEmail, notAnEmail]) {
      expect(error.data?.httpStatus).toBe(401);
      expect(error.message).toBe("Invalid email or password");
    }
  });

  it("accepts the email in any case", async () => {
    const merchant = await api.seedMerchant();
    const member = await signedInMember(api, merchant.merchantId);
    const browser = dashboardClient(api);
    await expect(
      browser.trpc.auth.signIn.mutate({ email: member.email.toUpperCase(), password: member.password }),
    ).resolves.toBeDefined();
  });
});

describe("sign-in throttling", () => {
  it("refuses an account with 429 and Retry-After once it has too many failures, even with the right password", async () => {
    const merchant = await api.seedMerchant();
    const member = await signedInMember(api, merchant.merchantId);
    const browser = dashboardClient(api);
    for (let attempt = 0; attempt < 3; attempt++) expect((await failSignIn(browser, member.email)).data?.httpStatus).toBe(401);
    const throttled = await rejectionOf(browser.trpc.auth.signIn.mutate({ email: member.email, password: member.password }));
    expect(throttled.data?.httpStatus).toBe(429);
    expect(throttled.data?.code).toBe("TOO_MANY_REQUESTS");
    const retryAfter = Number(browser.state.lastResponse?.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    api.clock.advance(retryAfter * 1000);
    await expect(browser.trpc.auth.signIn.mutate({ email: member.email, password: member.password })).resolves.toBeDefined();
  });

  it("records the start of a failed sign-in burst in the merchant's activity log", async () => {
    const merchant = await api.seedMerchant();
    const member = await signedInMember(api, merchant.merchantId);
    const browser = dashboardClient(api);
    for (let attempt = 0; attempt < 4; attempt++) await failSignIn(browser, member.email);
    const bursts = await api.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.merchantId, merchant.merchantId), eq(activityEvents.action, "user.sign_in_throttled")));
    expect(bursts).toHaveLength(1);
    expect(bursts[0]?.details).toMatchObject({ email: member.email });
  });

  it("throttles an unknown email exactly like a known one", async () => {
    const browser = dashboardClient(api);
    const email = `ghost-${crypto.randomUUID().slice(0, 6)}@example.com`;
    for (let attempt = 0; attempt < 3; attempt++) expect((await failSignIn(browser, email)).data?.httpStatus).toBe(401);
    const throttled = await failSignIn(browser, email);
    expect(throttled.data?.httpStatus).toBe(429);
    expect(browser.state.lastResponse?.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("throttles one client address trying many accounts", async () => {
    const browser = dashboardClient(api);
    // Spread over accounts so no single account reaches its own limit.
    for (let attempt = 0; attempt < 8; attempt++) {
      expect((await failSignIn(browser, `spray-${attempt}@example.com`)).data?.httpStatus).toBe(401);
    }
    const merchant = await api.seedMerchant();
    const member = await signedInMember(api, merchant.merchantId);
    const throttled = await rejectionOf(browser.trpc.auth.signIn.mutate({ email: member.email, password: member.password }));
    expect(throttled.data?.httpStatus).toBe(429);
    expect(Number(browser.state.lastResponse?.headers.get("retry-after"))).toBeGreaterThan(0);
    api.clock.advance(16 * MINUTE);
    await expect(browser.trpc.auth.signIn.mutate({ email: member.email, password: member.password })).resolves.toBeDefined();
  });
});
