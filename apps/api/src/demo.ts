import { API_BASE_PATH } from "@reservation-api/contract";
import { DASHBOARD_BASE_PATH } from "@reservation-api/contract/dashboard";
import { dashboardSettingsFrom } from "./config/dashboard-settings.js";
import { ensureDemoDashboardUser } from "./demo-dashboard-user.js";
import { ensureDemoMerchant, DEMO_MERCHANT_NAME, DEMO_TIMEZONE } from "./demo-merchant.js";
import { runServer } from "./run-server.js";

/**
 * `pnpm demo` is for development: webhook endpoints may be http and local (a receiver on this
 * machine), as `WEBHOOK_ALLOW_PRIVATE_URLS=true` allows; setting it to false restores the check.
 */
const DEMO_CONFIG_DEFAULTS = { WEBHOOK_ALLOW_PRIVATE_URLS: "true" };

/** `pnpm demo`: the API on the embedded database, with a demo merchant and a key to try it. */
await runServer(async ({ api, database, config }) => {
  const deps = { db: database.db, now: () => new Date() };
  const demo = await ensureDemoMerchant(deps);
  const dashboardUser = await ensureDemoDashboardUser(deps, dashboardSettingsFrom(config), demo.merchantId);
  const date = dateInDays(3, DEMO_TIMEZONE);
  const auth = `-H "Authorization: Bearer ${demo.apiKey}" -H "X-Merchant-Id: ${demo.merchantId}"`;
  const lines = [
    "",
    `External Reservation API running at ${api.url} (${database.driver === "pglite" ? "embedded PGlite database" : "PostgreSQL"})`,
    "",
    `Demo merchant  ${DEMO_MERCHANT_NAME}`,
    `Merchant id    ${demo.merchantId}`,
    `API key        ${demo.apiKey}`,
    "               (a fresh key on every start; the previous one is revoked)",
    "",
    "Check availability:",
    `  curl -s "${api.url}${API_BASE_PATH}/availability?date=${date}&partySize=2" ${auth}`,
    "",
    "Book a table:",
    `  curl -s -X POST "${api.url}${API_BASE_PATH}/bookings" ${auth} -H "Idempotency-Key: $(node -p 'crypto.randomUUID()')" -H "Content-Type: application/json" -d '{"customerName":"Ada Lovelace","email":"ada@example.com","partySize":2,"localDate":"${date}","localTime":"19:00"}'`,
    "",
    `Dashboard      ${api.url}${DASHBOARD_BASE_PATH}/`,
    `  email        ${dashboardUser.email}`,
    `  password     ${dashboardUser.password}`,
    "               (a fresh password on every start)",
    "",
    `API reference  ${api.url}/docs/  (the OpenAPI document: ${api.url}${API_BASE_PATH}/openapi.json)`,
    "",
    ...webhookLines(config.WEBHOOK_ALLOW_PRIVATE_URLS, api.url),
    "Stop with Ctrl+C.",
    "",
  ];
  process.stdout.write(lines.join("\n"));
}, DEMO_CONFIG_DEFAULTS);

/** What the banner says about webhooks: whether local receivers may be used, and how to try one. */
function webhookLines(allowPrivate: boolean, apiUrl: string): string[] {
  if (!allowPrivate) return ["Webhooks       endpoint URLs must be public https (WEBHOOK_ALLOW_PRIVATE_URLS=false)."];
  return [
    "Webhooks       development mode: http and local endpoint URLs are allowed (WEBHOOK_ALLOW_PRIVATE_URLS=true).",
    `  Try one:     add the endpoint http://127.0.0.1:4400/webhooks in ${apiUrl}${DASHBOARD_BASE_PATH}/webhooks,`,
    "               then start the example receiver with the secret it shows you:",
    "               WEBHOOK_SECRET=whsec_... pnpm webhook-receiver",
    '               and press "Send test event" (or book a table).',
  ];
}

function dateInDays(days: number, timeZone: string): string {
  const target = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(target);
}
