import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMerchant, Refusal } from "@reservation-api/server";
import { bookingBody, createBooking } from "./support/booking-requests.js";
import {
  dashboardClient,
  inviteToken,
  type DashboardClient,
  rejectionOf,
  signedInMember,
  TEST_PASSWORD,
} from "./support/dashboard-client.js";
import { DEFAULT_SETTINGS, type TestMerchant } from "./support/merchant-fixtures.js";
import { startTestApi, type TestApi } from "./support/test-api.js";
import {
  codePointName,
  formatCharacterMessage,
  nameHolding,
  ORDINARY_NAMES,
  REFUSED_CHARACTERS,
} from "@reservation-api/test-support";
import { bookingListOf, bookingOf, errorBodyOf } from "./support/response-bodies.js";
import { anyString } from "./support/asymmetric-matchers.js";

// A public address literal: accepted with private URLs switched off, and no DNS lookup needed.
const WEBHOOK_BASE = "https://93.184.216.34";
const REFUSED = REFUSED_CHARACTERS.map((character) => [codePointName(character), character]);

let api: TestApi;
let merchant: TestMerchant;
let admin: DashboardClient;
beforeAll(async () => {
  api = await startTestApi();
  merchant = await api.seedMerchant({ settings: { seatCapacity: 1000 } });
  admin = await signedInMember(api, merchant.merchantId);
});
afterAll(() => api.close());

describe("bidi controls and invisible format characters", () => {
  it.each(REFUSED)("are refused in customerName, notes and occasionNote: %s", async (name, character) => {
    for (const field of ["customerName", "notes", "occasionNote"]) {
      const response = await createBooking(api, merchant.headers, bookingBody({ [field]: nameHolding(character) }));
      expect(response.status, `${field} ${name}`).toBe(400);
      expect(response.body).toMatchObject({ code: "VALIDATION_ERROR" });
      expect(errorBodyOf(response).errors).toEqual([{ field, message: formatCharacterMessage(character) }]);
    }
  });

  it.each(REFUSED)("are refused in a dashboard display name, and the invitation stays usable: %s", async (_, character) => {
    const token = await inviteToken(api, merchant.merchantId, `bidi-${crypto.randomUUID().slice(0, 8)}@example.com`, "viewer");
    const browser = dashboardClient(api);
    const refusal = await rejectionOf(
      browser.trpc.auth.acceptInvitation.mutate({ token, displayName: nameHolding(character), password: TEST_PASSWORD }),
    );
    expect(refusal.data?.code).toBe("BAD_REQUEST");
    expect(refusal.data?.fieldErrors).toEqual([{ field: "displayName", message: formatCharacterMessage(character) }]);
    expect(browser.sessionToken()).toBeUndefined();
    expect((await browser.trpc.auth.invitation.query({ token })).kind).toBe("invite");
  });

  it.each(REFUSED)("are refused in a webhook URL: %s", async (_, character) => {
    const refusal = await rejectionOf(
      admin.trpc.webhooks.add.mutate({ url: `${WEBHOOK_BASE}/${character}hooks`, eventTypes: ["booking.created"] }),
    );
    expect(refusal.data?.code).toBe("BAD_REQUEST");
    expect(refusal.data?.fieldErrors).toEqual([{ field: "url", message: formatCharacterMessage(character) }]);
    expect(await admin.trpc.webhooks.list.query()).toEqual([]);
  });

  it.each(REFUSED)("are refused in a merchant's and a restaurant's name: %s", async (_, character) => {
    for (const [input, field] of [
      [{ name: nameHolding(character), settings: DEFAULT_SETTINGS }, "name"],
      [{ name: "Plain Name", settings: { ...DEFAULT_SETTINGS, name: nameHolding(character) } }, "name"],
    ] as const) {
      const refusal = await createMerchant(api.deps, { ...input, plan: "pro" }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(Refusal);
      expect((refusal as Refusal).reason).toMatchObject({
        code: "VALIDATION_ERROR",
        fieldErrors: [{ field, message: formatCharacterMessage(character) }],
      });
    }
  });
});

describe("names in right-to-left scripts and emoji sequences", () => {
  it.each(ORDINARY_NAMES)("are accepted and stored unchanged in a booking: %s", async (_, text) => {
    const created = await createBooking(
      api,
      merchant.headers,
      bookingBody({ customerName: text, notes: `${text}\nsecond line`, occasionNote: text }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const listed = await api.call(`/api/external/v1/bookings?startDate=2026-06-02&endDate=2026-06-02&limit=200`, {
      headers: merchant.headers,
    });
    expect(bookingListOf(listed).bookings.find((booking) => booking.id === bookingOf(created).id)).toMatchObject({
      customerName: text,
      specialNotes: `${text}\nsecond line`,
      occasionNote: text,
    });
  });

  it.each(ORDINARY_NAMES)("are accepted as a display name, a webhook URL path and a merchant name: %s", async (_, text) => {
    const token = await inviteToken(api, merchant.merchantId, `rtl-${crypto.randomUUID().slice(0, 8)}@example.com`, "admin");
    const browser = dashboardClient(api);
    const session = await browser.trpc.auth.acceptInvitation.mutate({ token, displayName: text, password: TEST_PASSWORD });
    expect(session.user.displayName).toBe(text);
    const url = `${WEBHOOK_BASE}/${text.replaceAll(" ", "-")}`;
    const endpoint = await browser.trpc.webhooks.add.mutate({ url, eventTypes: ["booking.created"] });
    expect((await browser.trpc.webhooks.list.query()).find((listed) => listed.id === endpoint.id)?.url).toBe(new URL(url).href);
    await browser.trpc.webhooks.delete.mutate({ endpointId: endpoint.id });
    await expect(
      createMerchant(api.deps, { name: text, plan: "pro", settings: { ...DEFAULT_SETTINGS, name: text } }),
    ).resolves.toMatchObject({
      merchantId: anyString(),
    });
  });
});
