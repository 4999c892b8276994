/**
 * `pnpm bench:delivery`: what one webhook delivery costs, with nothing else running. Each round
 * queues N pending deliveries to one local endpoint (its receiver in a child process), starts
 * delivery in this process, and measures this process's CPU and PostgreSQL's until every event
 * has arrived. Steadier than bench:webhooks' create rounds, so a change to the delivery path can
 * be weighed in one run; bench:webhooks remains the budget's judge.
 */
import { fork } from "node:child_process";
import { loadavg } from "node:os";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { API_VERSION, type BookingCreatedEvent } from "@reservation-api/contract";
import { openDatabase } from "@reservation-api/db";
import { seedWaitingDeliveries } from "@reservation-api/test-support";
import { addWebhookEndpoint, bookingCreatedEvent, startWebhookDelivery } from "@reservation-api/server";
import { createBenchDatabase } from "./bench-database.js";
import { statementCosts } from "./delivery-statements.js";
import { seedMerchants } from "./seed-platform.js";
import { postgresCpuTimeMs } from "./server-process.js";
import { spreadOf } from "./statistics.js";

const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const benchDatabase = await createBenchDatabase("rsv_delivery_bench");
const url = benchDatabase.url;

const receiver = fork(fileURLToPath(new URL("./counting-receiver.ts", import.meta.url)), [], { execArgv: ["--import", "tsx"] });
const ask = <T>() => new Promise<T>((resolve) => receiver.once("message", (reply: T) => resolve(reply)));
const { port } = await ask<{ port: number }>();
const received = async () => {
  const reply = ask<{ received: number }>();
  receiver.send("count");
  return (await reply).received;
};

const database = await openDatabase({ url });
const [merchant] = await seedMerchants(database.db, 1, "Delivery bench", 10);
const merchantId = merchant!.merchantId;
await addWebhookEndpoint(
  { db: database.db, now: () => new Date(), allowPrivateWebhookUrls: true },
  merchantId,
  { userId: "bench", label: "bench" },
  { url: `http://127.0.0.1:${port}/hooks`, eventTypes: ["booking.created"] },
);
const sql = postgres(url, { max: 1, onnotice: () => {} });
const statements = await statementCosts(sql);

/** A booking.created event as a create's outbox writes it, the body of every queued delivery. */
function createdEvent(): BookingCreatedEvent {
  const at = new Date();
  return bookingCreatedEvent(
    {
      id: crypto.randomUUID(),
      bookingRef: "BK-7Q4M2X",
      customerName: "Ada Lovelace",
      phone: "+447700900123",
      email: "ada@example.com",
      partySize: 4,
      bookingTimeUtc: "2026-12-04T19:30:00.000Z",
      status: "pending",
      source: "api",
      occasionType: "birthday",
      occasionNote: "Her 40th",
      specialNotes: "Window table if possible",
      createdAt: at.toISOString(),
      localDate: "2026-12-04",
      localTime: "19:30",
    },
    at,
  );
}

interface Round {
  nodeMicros: number;
  postgresMicros: number;
  perSecond: number;
}

async function measureRound(): Promise<Round> {
  await seedWaitingDeliveries(database.db, { merchantId, count: DELIVERIES, payload: createdEvent() });
  // Every round starts just after a checkpoint, so each pays the same full-page writes.
  await sql`checkpoint`;
  const target = (await received()) + DELIVERIES;
  await statements.reset();
  const [cpuBefore, postgresBefore, started] = [process.cpuUsage(), postgresCpuTimeMs(), performance.now()];
  const own = await openDatabase({ url, poolSize: 6, migrate: false, planEveryQuery: true });
  const delivery = await startWebhookDelivery({
    db: own.db,
    queueSql: own.executeSql,
    settings: { allowPrivateUrls: true },
    onError: (error) => console.error(error),
  });
  while ((await received()) < target) await new Promise((resolve) => setTimeout(resolve, 20));
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const postgresMs = postgresCpuTimeMs() - postgresBefore;
  await delivery.stop();
  await own.close();
  return {
    nodeMicros: (cpu.user + cpu.system) / DELIVERIES,
    postgresMicros: (postgresMs * 1000) / DELIVERIES,
    perSecond: DELIVERIES / seconds,
  };
}

await measureRound(); // warm-up: JIT, the queue's schema, the first pages of each table
const rounds: Round[] = [];
for (let round = 0; round < ROUNDS; round++) rounds.push(await measureRound());
const top = await statements.top(DELIVERIES);
const load = loadavg()
  .map((value) => value.toFixed(2))
  .join(", ");

const format = (values: number[]) => `${Math.round(spreadOf(values).median)} (${values.map(Math.round).join(", ")})`;
const lines = [
  "# Webhook delivery cost",
  "",
  `Run on ${new Date().toISOString().slice(0, 10)} (load average ${load} at the end), API version ${API_VERSION}: ${ROUNDS} rounds after a warm-up, each`,
  `delivering ${DELIVERIES.toLocaleString("en")} queued booking.created events to one endpoint on 127.0.0.1 whose receiver (answering 204) runs in`,
  "a process of its own. Delivery runs in the bench process with the API's defaults. Regenerate with `pnpm bench:delivery`.",
  "",
  "| per delivery | median (rounds) |",
  "|---|---|",
  `| delivering process CPU µs | ${format(rounds.map((round) => round.nodeMicros))} |`,
  `| PostgreSQL CPU µs | ${format(rounds.map((round) => round.postgresMicros))} |`,
  `| deliveries per second | ${format(rounds.map((round) => round.perSecond))} |`,
  "",
  ...(top
    ? [
        "PostgreSQL execution time by statement in the last round (pg_stat_statements), µs per delivery:",
        "",
        "| µs | calls | statement |",
        "|---|---|---|",
        ...top.map((row) => `| ${row.microsPerDelivery.toFixed(1)} | ${row.calls} | \`${row.query.replaceAll("|", "\\|")}\` |`),
      ]
    : ["(Load pg_stat_statements through shared_preload_libraries for PostgreSQL's time by statement.)"]),
];
console.log(lines.join("\n"));
if (process.env.BENCH_WRITE !== "false")
  writeFileSync(new URL("../RESULTS-delivery.md", import.meta.url), `${lines.join("\n")}\n`);

await sql.end();
await database.close();
receiver.kill();
await benchDatabase.drop();
