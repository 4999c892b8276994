import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDemoDashboardUser } from "../../src/demo-dashboard-user.js";
import { dashboardClient, rejectionOf } from "../support/dashboard-client.js";
import { startTestApi, type TestApi } from "../support/test-api.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe("the demo's dashboard admin", () => {
  it("signs in with the printed password, and a restart prints a new one that replaces it", async () => {
    const merchant = await api.seedMerchant();
    const first = await ensureDemoDashboardUser(api.deps, api.dashboardSettings, merchant.merchantId);
    const browser = dashboardClient(api);
    const session = await browser.trpc.auth.signIn.mutate(first);
    expect(session.user.role).toBe("admin");
    expect(session.merchant.id).toBe(merchant.merchantId);

    const second = await ensureDemoDashboardUser(api.deps, api.dashboardSettings, merchant.merchantId);
    expect(second.password).not.toBe(first.password);
    expect((await rejectionOf(browser.trpc.apiAccess.overview.query())).data?.httpStatus).toBe(401);
    expect((await rejectionOf(dashboardClient(api).trpc.auth.signIn.mutate(first))).data?.httpStatus).toBe(401);
    await expect(dashboardClient(api).trpc.auth.signIn.mutate(second)).resolves.toMatchObject({
      user: { email: "demo@example.com" },
    });
  });
});
