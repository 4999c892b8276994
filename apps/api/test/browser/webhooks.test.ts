import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { webhookEndpoints } from "@reservation-api/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { webhookEventSchema } from "@reservation-api/contract";
import { bookingBody, createBooking } from "../support/booking-requests.js";
import { startWebhookReceiver, type WebhookReceiver, present } from "@reservation-api/test-support";
import { FAST_DELIVERY_ENV, soonLocalDate } from "../support/webhook-fixtures.js";
import { chromiumPath } from "./support/chromium.js";
import { startBrowserHarness, type BrowserHarness } from "./support/browser-harness.js";
import { acceptInvitation } from "./support/dashboard-steps.js";
import { inviteByOperator } from "./support/invite-by-operator.js";
import { AUDIT_WIDTHS, auditTrail } from "./support/page-audit.js";

/** Adds an endpoint through the form and lands on its page, which shows the new secret once. */
async function addEndpoint(page: Page, url: string): Promise<string> {
  await page.goto("/dashboard/webhooks");
  await page.getByRole("heading", { level: 1, name: "Webhooks" }).waitFor();
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await page.getByLabel("Endpoint URL").fill(url);
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await page.getByTestId("endpoint-url").waitFor();
  return (await page.getByTestId("webhook-secret").textContent()) ?? "";
}

function deliveryRow(page: Page, eventType: string, status: string) {
  return page
    .getByTestId("delivery-row")
    .filter({ hasText: eventType })
    .and(page.locator(`[data-status="${status}"]`));
}

describe.skipIf(chromiumPath === undefined)("the Webhooks page", () => {
  let harness: BrowserHarness;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    harness = await startBrowserHarness({ env: FAST_DELIVERY_ENV });
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await harness?.close();
  });

  it("adds an endpoint for a local receiver, sends a signed test event that shows as succeeded, then lists a booking.created delivery", async () => {
    const { api } = harness;
    const merchant = await api.seedMerchant();
    const { page } = await harness.openPage();
    await acceptInvitation(page, await inviteByOperator(api, merchant.merchantId, "hooks@example.com", "admin"), "Hana Hooks");
    await page.getByRole("link", { name: "Webhooks" }).click();
    const secret = await addEndpoint(page, receiver.url);
    expect(secret).toMatch(/^whsec_/);

    await page.getByRole("button", { name: "Send test event" }).click();
    const [test] = await receiver.waitFor(1);
    const verified = webhookEventSchema.parse(
      new Webhook(secret).verify(present(test).body, present(test).headers as Record<string, string>),
    );
    expect(verified.type).toBe("webhook.test");
    await deliveryRow(page, "webhook.test", "succeeded").waitFor({ timeout: 20_000 });
    expect(await deliveryRow(page, "webhook.test", "succeeded").textContent()).toContain("200");

    const booking = await createBooking(api, merchant.headers, bookingBody({ localDate: soonLocalDate() }));
    expect(booking.status).toBe(201);
    await receiver.waitFor(2);
    await page.reload();
    await deliveryRow(page, "booking.created", "succeeded").waitFor({ timeout: 20_000 });

    await deliveryRow(page, "booking.created", "succeeded").getByRole("link", { name: "booking.created" }).click();
    await page.getByRole("heading", { level: 1, name: "Webhook delivery" }).waitFor();
    expect(await page.getByTestId("request-body").textContent()).toContain((booking.body as { id: string }).id);
    expect(await page.getByTestId("response-body").textContent()).toBe("answered 200");
  });

  it("shows a viewer the endpoints and deliveries without reveal, rotate, add or resend buttons", async () => {
    const { api } = harness;
    const merchant = await api.seedMerchant();
    const admin = (await harness.openPage()).page;
    await acceptInvitation(admin, await inviteByOperator(api, merchant.merchantId, "owner@example.com", "admin"), "Olga Owner");
    await addEndpoint(admin, receiver.url);
    await admin.getByRole("button", { name: "Send test event" }).click();
    await deliveryRow(admin, "webhook.test", "succeeded").waitFor({ timeout: 20_000 });

    const { page } = await harness.openPage();
    await acceptInvitation(page, await inviteByOperator(api, merchant.merchantId, "viewer@example.com", "viewer"), "Vera Viewer");
    await page.goto("/dashboard/webhooks");
    await page.getByTestId("endpoint-list").getByRole("link").click();
    await deliveryRow(page, "webhook.test", "succeeded").waitFor();
    for (const name of ["Reveal secret", "Rotate secret", "Send test event", "Delete endpoint", "Disable"]) {
      expect(await page.getByRole("button", { name }).count(), name).toBe(0);
    }
    await page.goto("/dashboard/webhooks");
    await page.getByTestId("endpoint-list").waitFor();
    expect(await page.getByRole("button", { name: "Add endpoint" }).count()).toBe(0);
    await page.getByTestId("endpoint-list").getByRole("link").click();
    await deliveryRow(page, "webhook.test", "succeeded").getByRole("link").click();
    await page.getByTestId("delivery-status").waitFor();
    expect(await page.getByRole("button", { name: "Resend" }).count()).toBe(0);
  });

  for (const [width, viewport] of AUDIT_WIDTHS) {
    it(`shows an endpoint paused after timing out, with its next try, on the list and its page at ${width} width`, async () => {
      const { api } = harness;
      const merchant = await api.seedMerchant();
      const { findings, audit: auditAt } = auditTrail(width);
      const { page } = await harness.openPage({ viewport });
      await acceptInvitation(
        page,
        await inviteByOperator(api, merchant.merchantId, `paused-${width}@example.com`, "admin"),
        "Pia Pause",
      );
      await addEndpoint(page, "http://127.0.0.1:9/never-answers");
      // The state delivery leaves an endpoint in after 5 timeouts in a row (webhook-endpoint-pause.test.ts makes it for real).
      const pausedUntil = new Date(Date.now() + 90_000);
      await api.db
        .update(webhookEndpoints)
        .set({ timeoutsInARow: 5, pausedUntil, failingSince: new Date(Date.now() - 60_000) })
        .where(eq(webhookEndpoints.merchantId, merchant.merchantId));
      await page.goto("/dashboard/webhooks");
      const badge = page.getByTestId("endpoint-list").getByText("Paused after 5 timeouts");
      await badge.waitFor();
      await auditAt(page, "webhooks-list-paused");
      await page.getByTestId("endpoint-list").getByRole("link").click();
      await page.getByTestId("endpoint-next-try").waitFor();
      expect(await page.getByTestId("endpoint-state").textContent()).toBe("Paused after 5 timeouts");
      expect(await page.getByTestId("endpoint-next-try").locator("time").getAttribute("datetime")).toBe(
        pausedUntil.toISOString(),
      );
      await auditAt(page, "webhooks-endpoint-paused");
      expect(findings).toEqual([]);
    });

    it(`finds no serious or critical axe violation on the list, add form, endpoint and delivery at ${width} width`, async () => {
      const { api } = harness;
      const merchant = await api.seedMerchant();
      const { findings, audit: auditAt } = auditTrail(width);
      const audit = (state: string) => auditAt(page, `webhooks-${state}`);
      const { page } = await harness.openPage({ viewport });
      await acceptInvitation(
        page,
        await inviteByOperator(api, merchant.merchantId, `axe-${width}@example.com`, "admin"),
        "Axel Audit",
      );
      await addEndpoint(page, receiver.url);
      await page.getByRole("button", { name: "Send test event" }).click();
      await deliveryRow(page, "webhook.test", "succeeded").waitFor({ timeout: 20_000 });
      await audit("endpoint-with-deliveries");
      await page.getByRole("button", { name: "Rotate secret" }).click();
      await page.getByRole("dialog").waitFor();
      await audit("rotate-confirm");
      await page.getByRole("dialog").getByRole("button", { name: "Rotate secret" }).click();
      await page.getByTestId("previous-secrets").waitFor();
      // A second rotation: both secrets rotated away are listed, each still signing.
      await page.getByRole("button", { name: "Rotate secret" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Rotate secret" }).click();
      await page.getByTestId("previous-secret").nth(1).waitFor();
      expect(await page.getByTestId("previous-secret").count()).toBe(2);
      await audit("two-previous-secrets");
      await deliveryRow(page, "webhook.test", "succeeded").getByRole("link").click();
      await page.getByTestId("response-body").waitFor();
      await audit("delivery-detail");
      await page.goto("/dashboard/webhooks");
      await page.getByTestId("endpoint-list").waitFor();
      await audit("list");
      await page.getByRole("button", { name: "Add endpoint" }).click();
      await page.getByLabel("Endpoint URL").fill("ftp://nowhere");
      await page.getByRole("button", { name: "Add endpoint" }).click();
      await page.locator(".field-error").first().waitFor();
      await audit("add-form-with-error");
      expect(findings).toEqual([]);
    });
  }
});
