import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessPassword } from "@reservation-api/contract/password-policy";
import { DEMO_DASHBOARD_PASSWORD, ensureDemoDashboardUser } from "../../src/demo/demo-dashboard-user.js";
import { dashboardClient } from "../support/dashboard-client.js";
import { startTestApi, type TestApi } from "../support/test-api.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe("the demo's dashboard admin", () => {
  it("has a fixed password that passes the password policy for its own account", () => {
    const owner = { email: "demo@example.com", displayName: "Demo Admin", merchantName: "Demo Bistro" };
    expect(assessPassword(DEMO_DASHBOARD_PASSWORD, owner)).toMatchObject({ acceptable: true });
  });

  it("signs in with the printed password, and a restart prints the same one and keeps the user signed in", async () => {
    const merchant = await api.seedMerchant();
    const first = await ensureDemoDashboardUser(api.deps, api.dashboardSettings, merchant.merchantId);
    expect(first.created).toBe(true);
    const browser = dashboardClient(api);
    const session = await browser.trpc.auth.signIn.mutate({ email: first.email, password: first.password });
    expect(session.user.role).toBe("admin");
    expect(session.merchant.id).toBe(merchant.merchantId);

    const second = await ensureDemoDashboardUser(api.deps, api.dashboardSettings, merchant.merchantId);
    expect(second).toMatchObject({ created: false, email: first.email, password: first.password });
    expect(second.actor.userId).toBe(first.actor.userId);
    await expect(browser.trpc.apiAccess.overview.query()).resolves.toBeDefined();
    await expect(
      dashboardClient(api).trpc.auth.signIn.mutate({ email: second.email, password: second.password }),
    ).resolves.toMatchObject({ user: { email: "demo@example.com" } });
  });
});
