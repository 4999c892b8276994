import type { Page } from "playwright-core";
import { OPERATOR, rotateApiKey } from "@reservation-api/server";
import { bookingBody, createBooking } from "../../support/booking-requests.js";
import { waitForRequestLog } from "../../support/request-log-reader.js";
import { runAdminCli } from "../../support/run-admin-cli.js";
import type { TestApi } from "../../support/test-api.js";
import type { TestMerchant } from "../../support/merchant-fixtures.js";

export interface ThreeCalls {
  created: string;
  invalid: string;
  conflict: string;
}

/**
 * A created booking (201), one with field errors (400) and the first one's Idempotency-Key
 * with another body (409 CONFLICT), over REST with the merchant's key; resolves once the
 * writer has flushed all three. Returns each answer's request id.
 */
export async function makeThreeCalls(api: TestApi, merchant: TestMerchant): Promise<ThreeCalls> {
  const key = crypto.randomUUID();
  const body = bookingBody({ localDate: daysFromNow(7) });
  const created = await createBooking(api, merchant.headers, body, key);
  const invalid = await createBooking(api, merchant.headers, { ...body, partySize: "two", surprise: true });
  const conflict = await createBooking(api, merchant.headers, { ...body, partySize: 3 }, key);
  const statuses = [created.status, invalid.status, conflict.status];
  if (statuses.join() !== "201,400,409") throw new Error(`Expected 201, 400, 409; got ${statuses.join(", ")}`);
  await waitForRequestLog(api.db, merchant.merchantId, 3);
  return {
    created: requestIdOf(created.headers),
    invalid: requestIdOf(invalid.headers),
    conflict: requestIdOf(conflict.headers),
  };
}

/**
 * The operator rotates the merchant's key: with the admin CLI as its own process on PostgreSQL,
 * through the service the CLI calls on PGlite (one process only there).
 */
export async function rotateKeyAsOperator(api: TestApi, merchantId: string): Promise<void> {
  if (api.databaseUrl !== undefined) {
    const run = await runAdminCli(["key", "rotate", merchantId, "--json"], {
      DATABASE_URL: api.databaseUrl,
      LOG_LEVEL: "silent",
    });
    if (run.exitCode !== 0) throw new Error(`key rotate failed (${run.exitCode}): ${run.stderr}`);
    return;
  }
  await rotateApiKey({ db: api.db, now: api.clock.now }, merchantId, OPERATOR);
}

/** The request log's rows as [request id, status, error code], newest first. */
export async function requestLogRows(page: Page): Promise<string[][]> {
  await page.getByTestId("request-log-table").waitFor();
  const rows = page.getByTestId("request-log-row");
  const result: string[][] = [];
  for (const row of await rows.all()) {
    result.push([
      (await row.getAttribute("data-request-id")) ?? "",
      (await row.getByTestId("status").textContent()) ?? "",
      (await row.getByTestId("error-code").textContent()) ?? "",
    ]);
  }
  return result;
}

/** A calendar date this many days ahead (UTC), inside every test restaurant's booking window. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function requestIdOf(headers: Headers): string {
  const id = headers.get("x-request-id");
  if (id === null) throw new Error("The answer has no X-Request-Id");
  return id;
}
