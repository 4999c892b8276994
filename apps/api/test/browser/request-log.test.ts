import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody, CREATE_PATH } from "../support/booking-requests.js";
import { waitForRequestLog } from "../support/request-log-reader.js";
import { errorBodyOf } from "../support/response-bodies.js";
import { chromiumPath } from "./support/chromium.js";
import { DESKTOP, startBrowserHarness, type BrowserHarness } from "./support/browser-harness.js";
import { acceptInvitation } from "./support/dashboard-steps.js";
import { inviteByOperator } from "./support/invite-by-operator.js";
import { AUDIT_WIDTHS, auditTrail } from "./support/page-audit.js";
import { bookThroughApi } from "./support/operations-steps.js";
import { daysFromNow, makeThreeCalls, requestLogRows, rotateKeyAsOperator } from "./support/request-log-steps.js";

describe.skipIf(chromiumPath === undefined)("the request log and activity pages", () => {
  let harness: BrowserHarness;
  beforeAll(async () => {
    harness = await startBrowserHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it("shows three REST calls with their status, code and request id, opens one with its bodies and no key, and filters to 4xx", async () => {
    const { api } = harness;
    const merchant = await api.seedMerchant();
    const calls = await makeThreeCalls(api, merchant);
    const { page, pageErrors, cspViolations } = await harness.openPage();
    await acceptInvitation(page, await inviteByOperator(api, merchant.merchantId, "dev@example.com", "admin"), "Dana Developer");

    await page.getByRole("link", { name: "Request log" }).click();
    await page.getByRole("heading", { level: 1, name: "Request log" }).waitFor();
    expect(await requestLogRows(page)).toEqual([
      [calls.conflict, "409", "CONFLICT"],
      [calls.invalid, "400", "VALIDATION_ERROR"],
      [calls.created, "201", ""],
    ]);

    await page.locator(`[data-request-id="${calls.invalid}"]`).getByRole("link").click();
    await page.getByTestId("request-body").waitFor();
    expect(await page.getByTestId("detail-request-id").textContent()).toBe(calls.invalid);
    expect(await page.getByTestId("detail-status").textContent()).toBe("400 · VALIDATION_ERROR");
    const requestBody = (await page.getByTestId("request-body").textContent()) ?? "";
    expect(requestBody).toContain('\n  "partySize": "two",\n');
    expect(requestBody).toContain('\n  "surprise": true\n');
    const responseBody = JSON.parse((await page.getByTestId("response-body").textContent()) ?? "") as {
      code: string;
      errors: { field: string }[];
    };
    expect(responseBody.code).toBe("VALIDATION_ERROR");
    expect(responseBody.errors.map((error) => error.field)).toContain("partySize");
    const curl = (await page.getByTestId("curl-command").textContent()) ?? "";
    expect(curl).toContain('"Authorization: Bearer $API_KEY"');
    expect(curl).toContain(`X-Merchant-Id: ${merchant.merchantId}`);
    expect(await page.content()).not.toContain(merchant.apiKey);
    expect(await page.content()).not.toContain(merchant.apiKey.slice(15));

    await page.getByRole("link", { name: "Back to the request log" }).click();
    await page.getByTestId("request-log-table").waitFor();
    await page.locator(`[data-request-id="${calls.conflict}"]`).getByRole("link").click();
    await page.getByTestId("response-body").waitFor();
    expect(await page.getByTestId("response-body").textContent()).toContain('"code": "CONFLICT"');
    expect(await page.getByTestId("detail-replayed").textContent()).toBe("No");
    expect(await page.content()).not.toContain(merchant.apiKey);

    await page.getByRole("link", { name: "Back to the request log" }).click();
    await page.getByLabel("Status", { exact: true }).selectOption("4xx");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/statusClass=4xx/);
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=request-log-row]").length === 2);
    expect((await requestLogRows(page)).map(([requestId]) => requestId)).toEqual([calls.conflict, calls.invalid]);

    await page.getByLabel("Request id").fill(calls.created);
    await page.getByLabel("Status", { exact: true }).selectOption("");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=request-log-row]").length === 1);
    expect((await requestLogRows(page)).map(([requestId]) => requestId)).toEqual([calls.created]);
    expect(pageErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  it("shows a key rotation done in the dashboard and one done by the operator, and lets a viewer read both pages", async () => {
    const { api } = harness;
    const merchant = await api.seedMerchant();
    const { page } = await harness.openPage();
    await acceptInvitation(page, await inviteByOperator(api, merchant.merchantId, "owner@example.com", "admin"), "Olive Owner");
    await page.getByRole("button", { name: "Rotate key" }).click();
    await page.getByRole("dialog", { name: "Rotate the API key?" }).getByRole("button", { name: "Rotate key" }).click();
    await page.getByTestId("new-api-key").waitFor();
    await rotateKeyAsOperator(api, merchant.merchantId);

    await page.getByRole("link", { name: "Activity" }).click();
    await page.getByRole("heading", { level: 1, name: "Activity" }).waitFor();
    const rotations = page.locator('[data-testid=activity-item][data-action="key.rotated"]');
    await rotations.nth(1).waitFor();
    expect(await rotations.getByTestId("activity-actor").allTextContents()).toEqual(["operator", "Olive Owner"]);
    expect(await rotations.first().getByTestId("activity-description").textContent()).toMatch(
      /^Rotated the API key from \S+… to \S+…$/,
    );

    const viewer = (await harness.openPage()).page;
    await acceptInvitation(
      viewer,
      await inviteByOperator(api, merchant.merchantId, "viewer@example.com", "viewer"),
      "Vera Viewer",
    );
    await viewer.getByRole("link", { name: "Activity" }).click();
    await viewer.locator('[data-testid=activity-item][data-action="key.rotated"]').nth(1).waitFor();
    await viewer.getByRole("link", { name: "Request log" }).click();
    await viewer.getByRole("heading", { level: 1, name: "Request log" }).waitFor();
    await viewer.getByTestId("request-log-empty").waitFor();
  });

  it("fits every column, request id and key included, in a 1280-pixel window: the id cut short, whole in its title and on a copy button", async () => {
    const { api } = harness;
    const merchant = await api.seedMerchant();
    const booking = await bookThroughApi(api, merchant.headers, { localDate: daysFromNow(7), localTime: "19:00" });
    // A caller's own request id (up to 128 characters are echoed) on a path holding a booking id.
    const longRequestId = `checkout-service:${"2026-11-25T16:04:05.123Z"}:order-${crypto.randomUUID()}:attempt-3`;
    const patched = await api.call(`${CREATE_PATH}/${booking.id}/status`, {
      method: "PATCH",
      headers: { ...merchant.headers, "X-Request-Id": longRequestId },
      body: { status: "cancelled" },
    });
    expect(patched.status).toBe(200);
    const unkeyed = await api.call(CREATE_PATH, { method: "POST", headers: merchant.headers, body: bookingBody() });
    expect(errorBodyOf(unkeyed).code).toBe("MISSING_IDEMPOTENCY_KEY");
    await waitForRequestLog(api.db, merchant.merchantId, 3);
    const { page, context } = await harness.openPage({ viewport: DESKTOP });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await acceptInvitation(page, await inviteByOperator(api, merchant.merchantId, "wide@example.com", "viewer"), "Wid Wide");

    await page.goto("/dashboard/request-log");
    await page.getByTestId("request-log-table").waitFor();
    expect(await page.getByTestId("request-log-row").count()).toBe(3);
    for (const row of await page.getByTestId("request-log-row").all()) {
      for (const column of ["request-id", "key-prefix"]) {
        const box = await row.getByTestId(column).boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= DESKTOP.width, column).toBe(true);
      }
    }
    const region = page.getByRole("region", { name: "Request log table" });
    const widths = await region.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);

    const shown = page.locator(`[data-request-id="${longRequestId}"]`).getByTestId("request-id");
    expect(await shown.textContent()).toBe(longRequestId);
    expect(await shown.getAttribute("title")).toBe(longRequestId);
    expect(await shown.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await page.getByRole("button", { name: `Copy request id ${longRequestId}` }).click();
    await page.locator(`[data-request-id="${longRequestId}"]`).getByText("Copied").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(longRequestId);
  });

  for (const [width, viewport] of AUDIT_WIDTHS) {
    it(`finds no serious or critical axe violation on the request log, a request and the activity page at ${width} width`, async () => {
      const { api } = harness;
      const merchant = await api.seedMerchant();
      const calls = await makeThreeCalls(api, merchant);
      const { page } = await harness.openPage({ viewport });
      await acceptInvitation(
        page,
        await inviteByOperator(api, merchant.merchantId, `axe-${width}@example.com`, "admin"),
        "Ada Admin",
      );
      const { findings, audit: auditAt } = auditTrail(width);
      const audit = (state: string) => auditAt(page, state);

      await page.goto("/dashboard/request-log");
      await page.getByTestId("request-log-table").waitFor();
      await audit("request-log");
      await page.goto("/dashboard/request-log?statusClass=5xx");
      await page.getByTestId("request-log-empty").waitFor();
      await audit("request-log-empty");
      await page.goto("/dashboard/request-log?statusClass=4xx");
      await page.locator(`[data-request-id="${calls.invalid}"]`).getByRole("link").click();
      await page.getByTestId("response-body").waitFor();
      await audit("request-detail");
      await page.goto("/dashboard/request-log/999999999");
      await page.getByRole("heading", { name: "Request not found" }).waitFor();
      await page.goto("/dashboard/activity");
      await page.getByTestId("activity-list").waitFor();
      await audit("activity");
      expect(findings).toEqual([]);
    });
  }
});
