import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody, createBooking } from "../support/booking-requests.js";
import { dashboardClient, rejectionOf, signedInMember } from "../support/dashboard-client.js";
import { waitForRequestLog } from "../support/request-log-reader.js";
import { startTestApi, type TestApi } from "../support/test-api.js";
import { present } from "@reservation-api/test-support";

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe("the dashboard's request-log procedures", () => {
  it("let a user of merchant A read nothing of merchant B's log: B's entry id is NOT_FOUND and B's request id finds nothing", async () => {
    const merchantA = await api.seedMerchant();
    const merchantB = await api.seedMerchant();
    const created = await createBooking(api, merchantB.headers, bookingBody());
    expect(created.status).toBe(201);
    const [entryOfB] = await waitForRequestLog(api.db, merchantB.merchantId, 1);
    const adminA = await signedInMember(api, merchantA.merchantId);

    expect((await rejectionOf(adminA.trpc.requestLog.get.query({ id: present(entryOfB).id }))).data?.code).toBe("NOT_FOUND");
    expect(await adminA.trpc.requestLog.list.query()).toEqual({ entries: [], nextCursor: null });
    expect((await adminA.trpc.requestLog.list.query({ requestId: present(entryOfB).requestId })).entries).toEqual([]);
    const sneaky = adminA.trpc.requestLog.list.query as (input: unknown) => Promise<unknown>;
    expect((await rejectionOf(sneaky({ merchantId: merchantB.merchantId }))).data?.code).toBe("BAD_REQUEST");
  });

  it("let a viewer of the merchant read its list and an entry with bodies and a curl line without the key", async () => {
    const merchant = await api.seedMerchant();
    const created = await createBooking(api, merchant.headers, bookingBody());
    const [entry] = await waitForRequestLog(api.db, merchant.merchantId, 1);
    const viewer = await signedInMember(api, merchant.merchantId, { role: "viewer" });

    const page = await viewer.trpc.requestLog.list.query({ statusClass: "2xx" });
    expect(page.entries.map((summary) => summary.requestId)).toEqual([created.headers.get("x-request-id")]);
    const detail = await viewer.trpc.requestLog.get.query({ id: present(entry).id });
    expect(JSON.parse(present(detail.responseBody).text)).toEqual(created.body);
    // The base is the configured public URL, the same one the API access page's curl line uses.
    expect(detail.curl.command).toMatch(
      /^curl -X 'POST' 'https?:\/\/[^']+\/api\/external\/v1\/bookings' -H "Authorization: Bearer \$API_KEY"/,
    );
    expect(detail.curl.command).toContain("$API_KEY");
    expect(JSON.stringify(detail)).not.toContain(merchant.apiKey);
  });

  it("answer a forged cursor or a malformed id with a client error and a signed-out caller with UNAUTHORIZED, never a 500", async () => {
    const merchant = await api.seedMerchant();
    const admin = await signedInMember(api, merchant.merchantId);
    const forged = await rejectionOf(admin.trpc.requestLog.list.query({ cursor: "not-a-cursor" }));
    expect(forged.data?.code).toBe("BAD_REQUEST");
    expect(forged.data?.fieldErrors).toEqual([expect.objectContaining({ field: "cursor" })]);
    expect((await rejectionOf(admin.trpc.requestLog.get.query({ id: "0x12" }))).data?.code).toBe("NOT_FOUND");
    expect((await rejectionOf(dashboardClient(api).trpc.requestLog.list.query())).data?.code).toBe("UNAUTHORIZED");
  });
});
