import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anyString } from "../support/asymmetric-matchers.js";
import { eq } from "drizzle-orm";
import { apiKeys } from "@reservation-api/db";
import { dashboardClient, rejectionOf, signedInMember } from "../support/dashboard-client.js";
import { startTestApi, type TestApi } from "../support/test-api.js";

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function keyHashes(merchantId: string): Promise<string[]> {
  const rows = await api.db.select({ hash: apiKeys.keyHash }).from(apiKeys).where(eq(apiKeys.merchantId, merchantId));
  return rows.map((row) => row.hash).sort();
}

describe("anti-CSRF on dashboard mutations", () => {
  it("refuses a mutation without the X-CSRF-Protection header, changing nothing", async () => {
    const merchant = await api.seedMerchant();
    const admin = await signedInMember(api, merchant.merchantId);
    const before = await keyHashes(merchant.merchantId);
    const noHeader = dashboardClient(api, { cookies: admin.state.cookies, csrfHeader: false });
    const error = await rejectionOf(noHeader.trpc.apiAccess.rotateKey.mutate());
    expect(error.data?.code).toBe("FORBIDDEN");
    expect(error.data?.httpStatus).toBe(403);
    expect(await keyHashes(merchant.merchantId)).toEqual(before);
  });

  it("refuses a mutation from a foreign Origin, or with no Origin, changing nothing", async () => {
    const merchant = await api.seedMerchant();
    const admin = await signedInMember(api, merchant.merchantId);
    const before = await keyHashes(merchant.merchantId);
    for (const origin of ["https://evil.example", null]) {
      const foreign = dashboardClient(api, { cookies: admin.state.cookies, origin });
      expect((await rejectionOf(foreign.trpc.apiAccess.revokeKey.mutate({ confirm: "REVOKE" }))).data?.code).toBe("FORBIDDEN");
    }
    expect(await keyHashes(merchant.merchantId)).toEqual(before);
  });

  it("refuses a sign-in from a foreign Origin (no login CSRF)", async () => {
    const merchant = await api.seedMerchant();
    const admin = await signedInMember(api, merchant.merchantId);
    const foreign = dashboardClient(api, { origin: "https://evil.example" });
    expect(
      (await rejectionOf(foreign.trpc.auth.signIn.mutate({ email: admin.email, password: admin.password }))).data?.code,
    ).toBe("FORBIDDEN");
    expect(foreign.sessionToken()).toBeUndefined();
  });

  it("accepts the same mutation from our own origin with the header", async () => {
    const merchant = await api.seedMerchant();
    const admin = await signedInMember(api, merchant.merchantId);
    await expect(admin.trpc.apiAccess.rotateKey.mutate()).resolves.toMatchObject({ prefix: anyString() });
  });
});
