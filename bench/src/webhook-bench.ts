/**
 * `pnpm bench:webhooks`: the webhook budgets.
 * 1. Create throughput (closed loop) for a merchant without endpoints and for one with one
 *    subscribed endpoint, alternating rounds; the budget is with/without >= 0.85.
 * 2. Delivery lag at a steady 500 creates/s to a local receiver: from the event's createdAt to
 *    its arrival; the budget is p99 < 2 s.
 * Creates and drops a database of its own on BENCH_DATABASE_URL, like `pnpm bench`.
 */
import { writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { openDatabase } from "@reservation-api/db";
import { addWebhookEndpoint } from "@reservation-api/server";
import { seedMerchants, type SeededMerchant } from "./seed-platform.js";
import { startServer } from "./server-process.js";
import { API_ENTRY, REPO_ROOT } from "./server-specs.js";

const ROUND_SECONDS = 8;
const ROUNDS = 3;
const CONCURRENCY = 32;
const LAG_RATE = 500;
const LAG_SECONDS = 10;
const MERCHANTS_PER_GROUP = 16;

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = `rsv_webhook_bench_${Date.now()}`;
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;

const arrivals: number[] = [];
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    const event = JSON.parse(Buffer.concat(chunks).toString()) as { createdAt: string; type: string };
    if (event.type === "booking.created") arrivals.push(Date.now() - Date.parse(event.createdAt));
    response.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

const database = await openDatabase({ url: url.toString() });
// Creates for one merchant take turns on its lock (capacity and monthly cap), so each load is
// spread over a group of merchants, as a platform's load is.
const seeded = await seedMerchants(database.db, 3 * MERCHANTS_PER_GROUP, "Webhook bench", 10_000);
const [plain, subscribed, lagged] = [0, 1, 2].map((group) =>
  seeded.slice(group * MERCHANTS_PER_GROUP, (group + 1) * MERCHANTS_PER_GROUP),
) as [SeededMerchant[], SeededMerchant[], SeededMerchant[]];
const deps = { db: database.db, now: () => new Date(), allowPrivateWebhookUrls: true };
for (const merchant of [...subscribed, ...lagged]) {
  await addWebhookEndpoint(
    deps,
    merchant.merchantId,
    { userId: "bench", label: "bench" },
    { url: receiverUrl, eventTypes: ["booking.created"] },
  );
}
await database.close();

const api = await startServer(
  {
    name: "api",
    // The built bundle, as `pnpm bench` runs it; delivery works in the same process (the default).
    command: [process.execPath, API_ENTRY],
    env: {
      DATABASE_URL: url.toString(),
      RATE_LIMIT_PER_SECOND: "0",
      WEBHOOK_ALLOW_PRIVATE_URLS: "true",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
    readyPath: "/healthz",
  },
  REPO_ROOT,
);

let serial = 0;
const TIMES = ["17:00", "17:30", "18:00", "18:30", "19:00", "19:30", "20:00", "20:30", "21:00"];
/** Spread over days and times so no slot's capacity runs out. */
const slotOf = (n: number) => ({
  localDate: new Date(Date.now() + (10 + (n % 60)) * 86_400_000).toISOString().slice(0, 10),
  localTime: TIMES[Math.floor(n / 60) % TIMES.length]!,
});
/** Answers other than 201, by status and code ("fetch failed" for no answer). */
const refusals = new Map<string, number>();
async function create(group: SeededMerchant[], label: string): Promise<boolean> {
  serial++;
  const merchant = group[serial % group.length]!;
  const response = await fetch(`${api.url}/api/external/v1/bookings`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${merchant.apiKey}`,
      "x-merchant-id": merchant.merchantId,
      "idempotency-key": crypto.randomUUID(),
      "content-type": "application/json",
    },
    // A guest of their own each: the same name at the same slot is refused as a duplicate.
    body: JSON.stringify({
      customerName: `Bench Guest ${serial}`,
      email: `guest-${serial}@example.com`,
      partySize: 1,
      ...slotOf(serial),
    }),
  }).catch(() => undefined);
  const text = (await response?.text()) ?? "";
  if (response?.status !== 201) {
    const code = `${label}: ${response === undefined ? "fetch failed" : `${response.status} ${errorCodeOf(text)}`}`;
    refusals.set(code, (refusals.get(code) ?? 0) + 1);
  }
  return response?.status === 201;
}

function errorCodeOf(body: string): string {
  try {
    return String((JSON.parse(body) as { code?: unknown }).code ?? "");
  } catch {
    return "";
  }
}

async function throughput(group: SeededMerchant[], label: string): Promise<number> {
  const until = Date.now() + ROUND_SECONDS * 1000;
  let created = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) if (await create(group, label)) created++;
    }),
  );
  return created / ROUND_SECONDS;
}

const without: number[] = [];
const withEndpoint: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  without.push(await throughput(plain, "without"));
  withEndpoint.push(await throughput(subscribed, "with endpoint"));
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
await new Promise((resolve) => setTimeout(resolve, 5_000));

interface LagRun {
  rate: number;
  accepted: number;
  sendSeconds: number;
  delivered: number;
  /** Percentile of the lag from an event's creation to its arrival, in ms. */
  lag: (p: number) => number;
}

/** Offers `rate` creates a second for LAG_SECONDS, open loop, and waits for their deliveries. */
async function measureLag(rate: number): Promise<LagRun> {
  arrivals.length = 0;
  const sent: Promise<boolean>[] = [];
  const started = Date.now();
  for (let tick = 0; tick < rate * LAG_SECONDS; tick++) {
    const due = started + (tick * 1000) / rate;
    if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
    sent.push(create(lagged, `lag at ${rate}/s`));
  }
  const accepted = (await Promise.all(sent)).filter(Boolean).length;
  const sendSeconds = (Date.now() - started) / 1000;
  const deadline = Date.now() + 60_000;
  while (arrivals.length < accepted && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  const lags = [...arrivals].sort((a, b) => a - b);
  const lag = (p: number) => lags[Math.min(lags.length - 1, Math.floor((p / 100) * lags.length))] ?? NaN;
  return { rate, accepted, sendSeconds, delivered: arrivals.length, lag };
}

const budgetRun = await measureLag(LAG_RATE);
await new Promise((resolve) => setTimeout(resolve, 5_000));
// Half of what this host creates in a closed loop: the delivery pipeline's own lag, apart from
// the queueing of creates an overloaded host adds when it cannot create LAG_RATE a second.
const sustainableRun = await measureLag(Math.round(median(without) / 20) * 10);
const lagLine = (run: LagRun) =>
  `Offered ${run.rate} creates/s for ${LAG_SECONDS} s: ${run.accepted} created in ${run.sendSeconds.toFixed(1)} s, ${run.delivered} delivered; lag from the event's creation to its arrival p50 ${run.lag(50)} ms, p99 ${run.lag(99)} ms, max ${run.lag(100)} ms.`;

const ratio = median(withEndpoint) / median(without);
const lagMet = budgetRun.lag(99) < 2000 && budgetRun.delivered === budgetRun.accepted;
const rounds = (values: number[]) => values.map((value) => value.toFixed(0)).join(", ");
const lines = [
  "# Webhook benchmark",
  "",
  `Run on ${new Date().toISOString().slice(0, 10)} (load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(", ")} at the end). One API process (the bundle, delivering in-process), ${CONCURRENCY} concurrent`,
  `clients in the bench process, a local receiver answering 204. Regenerate with \`pnpm bench:webhooks\`.`,
  "",
  "| Budget | Measured | Met |",
  "|---|---|---|",
  `| create req/s for merchants with one subscribed endpoint each >= 0.85x without | ${ratio.toFixed(2)}x | ${ratio >= 0.85 ? "yes" : "**no**"} |`,
  `| delivery lag p99 < 2 s at ${LAG_RATE} creates/s, none lost | p99 ${budgetRun.lag(99)} ms, ${budgetRun.delivered} of ${budgetRun.accepted} delivered | ${lagMet ? "yes" : "**no**"} |`,
  "",
  `Create throughput, median of ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s: merchants without an endpoint ${median(without).toFixed(0)}/s (rounds ${rounds(without)}), with one endpoint each ${median(withEndpoint).toFixed(0)}/s (rounds ${rounds(withEndpoint)}); answers other than 201: ${JSON.stringify(Object.fromEntries(refusals))}.`,
  "",
  lagLine(budgetRun),
  "",
  `At half the rate this host creates in a closed loop (where creates do not queue): ${lagLine(sustainableRun)}`,
  "",
];
writeFileSync(fileURLToPath(new URL("../RESULTS-webhooks.md", import.meta.url)), lines.join("\n"));
console.log(lines.join("\n"));

await api.stop();
receiver.close();
await admin.unsafe(`drop database if exists ${name} with (force)`);
await admin.end();
