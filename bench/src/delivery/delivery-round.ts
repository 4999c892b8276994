import type postgres from "postgres";
import { openDatabase, type Database } from "@reservation-api/db";
import { seedWaitingDeliveries } from "@reservation-api/test-support";
import { startWebhookDelivery } from "@reservation-api/server";
import { createdEvent } from "./created-event.js";
import type { statementCosts } from "./delivery-statements.js";
import type { ReceiverProcess } from "./receiver-process.js";
import { postgresCpuTimeMs } from "../shared/process-usage.js";

export interface DeliveryRound {
  nodeMicros: number;
  postgresMicros: number;
  perSecond: number;
}

export interface DeliveryRoundSetup {
  url: string;
  db: Database;
  sql: postgres.Sql;
  merchantId: string;
  deliveries: number;
  receiver: ReceiverProcess;
  statements: Awaited<ReturnType<typeof statementCosts>>;
}

/**
 * Queues `deliveries` pending deliveries, starts delivery in this process with the API's
 * defaults, and measures this process's CPU and PostgreSQL's until every event has arrived.
 */
export async function measureDeliveryRound(setup: DeliveryRoundSetup): Promise<DeliveryRound> {
  const { deliveries, receiver } = setup;
  await seedWaitingDeliveries(setup.db, { merchantId: setup.merchantId, count: deliveries, payload: createdEvent() });
  // Every round starts just after a checkpoint, so each pays the same full-page writes.
  await setup.sql`checkpoint`;
  const target = (await receiver.received()) + deliveries;
  await setup.statements.reset();
  const [cpuBefore, postgresBefore, started] = [process.cpuUsage(), postgresCpuTimeMs(), performance.now()];
  const own = await openDatabase({ url: setup.url, poolSize: 6, migrate: false, planEveryQuery: true });
  const delivery = await startWebhookDelivery({
    db: own.db,
    queueSql: own.executeSql,
    settings: { allowPrivateUrls: true },
    onError: (error) => console.error(error),
  });
  while ((await receiver.received()) < target) await new Promise((resolve) => setTimeout(resolve, 20));
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const postgresMs = postgresCpuTimeMs() - postgresBefore;
  await delivery.stop();
  await own.close();
  return {
    nodeMicros: (cpu.user + cpu.system) / deliveries,
    postgresMicros: (postgresMs * 1000) / deliveries,
    perSecond: deliveries / seconds,
  };
}
