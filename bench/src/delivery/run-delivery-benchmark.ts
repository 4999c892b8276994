/**
 * `pnpm bench:delivery`: what one webhook delivery costs, with nothing else running. Each round
 * queues N pending deliveries to one local endpoint (its receiver in a child process), starts
 * delivery in this process, and measures this process's CPU and PostgreSQL's until every event
 * has arrived. Steadier than bench:webhooks' create rounds, so a change to the delivery path can
 * be weighed in one run; bench:webhooks remains the budget's judge.
 */
import { writeFileSync } from "node:fs";
import postgres from "postgres";
import { openDatabase } from "@reservation-api/db";
import { OPERATOR, addWebhookEndpoint } from "@reservation-api/server";
import { measureDeliveryRound, type DeliveryRound, type DeliveryRoundSetup } from "./delivery-round.js";
import { renderDeliveryReport } from "./delivery-report.js";
import { statementCosts } from "./delivery-statements.js";
import { startReceiverProcess } from "./receiver-process.js";
import { deliverySettings } from "../settings.js";
import { createBenchDatabase } from "../shared/bench-database.js";
import { benchFile } from "../shared/paths.js";
import { seedMerchants } from "../shared/seed-platform.js";

const settings = deliverySettings();
const benchDatabase = await createBenchDatabase("rsv_delivery_bench", settings);
const url = benchDatabase.url;
const receiver = await startReceiverProcess();
const database = await openDatabase({ url });
const sql = postgres(url, { max: 1, onnotice: () => {} });

try {
  const [merchant] = await seedMerchants(database.db, 1, "Delivery bench", 10);
  if (merchant === undefined) throw new Error("Seeding returned no merchant");
  await addWebhookEndpoint(
    { db: database.db, now: () => new Date(), allowPrivateWebhookUrls: true },
    merchant.merchantId,
    OPERATOR,
    { url: `http://127.0.0.1:${receiver.port}/hooks`, eventTypes: ["booking.created"] },
  );
  const setup: DeliveryRoundSetup = {
    url,
    db: database.db,
    sql,
    merchantId: merchant.merchantId,
    deliveries: settings.deliveries,
    receiver,
    statements: await statementCosts(sql),
  };

  await measureDeliveryRound(setup); // warm-up: JIT, the queue's schema, the first pages of each table
  const rounds: DeliveryRound[] = [];
  for (let round = 0; round < settings.rounds; round++) rounds.push(await measureDeliveryRound(setup));
  const lines = renderDeliveryReport(settings, rounds, await setup.statements.top(settings.deliveries));
  console.log(lines.join("\n"));
  if (settings.writeResults) writeFileSync(benchFile("RESULTS-delivery.md"), `${lines.join("\n")}\n`);
} finally {
  await sql.end();
  await database.close();
  receiver.stop();
  await benchDatabase.drop();
}
