import { API_BASE_PATH } from "@reservation-api/contract";
import { DASHBOARD_BASE_PATH } from "@reservation-api/contract/dashboard";
import { HEADER } from "@reservation-api/contract/headers";
import type { DemoKey } from "./demo-merchant.js";

/** The shell variable the banner's curl lines read the key from when it cannot print the key. */
export const DEMO_KEY_VARIABLE = "DEMO_API_KEY";
/** How to start again from nothing; the README and the banner say the same. */
export const RESET_COMMAND = "pnpm demo --reset";
/** The banner's last line: a terminal (and a test) knows the demo is ready once it is printed. */
export const READY_LINE = "Stop with Ctrl+C.";

export interface DemoBannerFacts {
  apiUrl: string;
  port: number;
  /** The embedded database's folder, or undefined on PostgreSQL (DATABASE_URL). */
  dataDir: string | undefined;
  merchantName: string;
  merchantId: string;
  key: DemoKey;
  /** What the first start seeded, or undefined on a restart (the sample is seeded once). */
  seeded: { bookings: number; firstDate: string; lastDate: string; apiCalls: number } | undefined;
  /** A date the curl lines can book. */
  bookableDate: string;
  dashboard: { email: string; password: string };
  /** WEBHOOK_ALLOW_PRIVATE_URLS: whether endpoints may be http and local (the demo's default). */
  allowPrivateWebhookUrls: boolean;
}

/** What `pnpm demo` prints once it is ready: where everything is, how to try it, reset and stop it. */
export function demoBanner(facts: DemoBannerFacts): string {
  return [
    "",
    `External Reservation API demo running at ${facts.apiUrl}  (port ${facts.port}; PORT changes it)`,
    ...dataLines(facts.dataDir),
    "",
    `Demo merchant  ${facts.merchantName}`,
    `Merchant id    ${facts.merchantId}`,
    ...keyLines(facts.key, facts.apiUrl),
    ...sampleLines(facts.seeded),
    "",
    ...curlLines(facts),
    "",
    `Dashboard      ${facts.apiUrl}${DASHBOARD_BASE_PATH}/`,
    `  email        ${facts.dashboard.email}`,
    `  password     ${facts.dashboard.password}`,
    "               (the same at every start, unless you change it in the dashboard)",
    "",
    `API reference  ${facts.apiUrl}/docs/  (the OpenAPI document: ${facts.apiUrl}${API_BASE_PATH}/openapi.json)`,
    "",
    ...webhookLines(facts.allowPrivateWebhookUrls, facts.apiUrl),
    "",
    `Start over     ${RESET_COMMAND}  (deletes the demo's data: a new merchant, key and sample bookings)`,
    READY_LINE,
    "",
  ].join("\n");
}

function dataLines(dataDir: string | undefined): string[] {
  if (dataDir === undefined) return ["Data           in the PostgreSQL database of DATABASE_URL"];
  return [
    `Data           ${dataDir}`,
    "               (embedded PGlite database, kept between starts; PGLITE_DATA_DIR changes the folder)",
  ];
}

function keyLines(key: DemoKey, apiUrl: string): string[] {
  if (key.issued) {
    return [
      `API key        ${key.apiKey}`,
      "               Copy it now: only its hash is stored, so it is shown this once. It keeps working",
      "               across restarts until you rotate or revoke it.",
    ];
  }
  return [
    `API key        unchanged: ${key.prefix}... (the key printed when it was issued still works)`,
    "               Only its hash is stored, so it cannot be shown again. Lost it? Rotate it at",
    `               ${apiUrl}${DASHBOARD_BASE_PATH}/api-access (the new key is shown once), or ${RESET_COMMAND}.`,
  ];
}

function sampleLines(seeded: DemoBannerFacts["seeded"]): string[] {
  if (seeded === undefined) return ["Sample data    kept from the first start (made once, not again)"];
  return [
    `Sample data    ${seeded.bookings} bookings from ${seeded.firstDate} to ${seeded.lastDate} in every status,`,
    `               and ${seeded.apiCalls} API calls in the request log`,
  ];
}

/** Ready-to-paste calls: with the key itself when it was just issued, else reading it from a shell variable. */
function curlLines(facts: DemoBannerFacts): string[] {
  const key = facts.key.issued ? facts.key.apiKey : `$${DEMO_KEY_VARIABLE}`;
  const auth = `-H "${HEADER.authorization}: Bearer ${key}" -H "${HEADER.merchantId}: ${facts.merchantId}"`;
  const base = `${facts.apiUrl}${API_BASE_PATH}`;
  const body = `{"customerName":"Ada Lovelace","email":"ada@example.com","partySize":2,"localDate":"${facts.bookableDate}","localTime":"19:30"}`;
  return [
    ...(facts.key.issued ? [] : [`Set your key first:  export ${DEMO_KEY_VARIABLE}=${facts.key.prefix}...`, ""]),
    "Check availability:",
    `  curl -s "${base}/availability?date=${facts.bookableDate}&partySize=2" ${auth}`,
    "",
    "Book a table:",
    `  curl -s -X POST "${base}/bookings" ${auth} -H "${HEADER.idempotencyKey}: $(node -p 'crypto.randomUUID()')" -H "Content-Type: application/json" -d '${body}'`,
  ];
}

/** Whether local receivers may be used, and how to try one. */
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
