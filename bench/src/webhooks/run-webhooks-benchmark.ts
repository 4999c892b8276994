/**
 * `pnpm bench:webhooks`: the webhook budgets.
 * 1. Create throughput (closed loop) for a merchant without endpoints and for one with one
 *    subscribed endpoint, alternating rounds. The 0.85x budget is withdrawn: about 0.8x on two
 *    shared cores is accepted (delivery's own CPU shares the cores with the API); reported only.
 * 2. Delivery lag at a steady 500 creates/s to a local receiver: from the event's createdAt to
 *    its arrival; the budget is p99 < 2 s.
 * 3. A noisy neighbour: merchant B's endpoint never answers while B creates 6 bookings a second;
 *    merchant A's events must still arrive with p95 lag < 1 s, none lost.
 * Creates and drops a database of its own on BENCH_DATABASE_URL, like `pnpm bench`.
 * BENCH_DELIVERY says who delivers: `api` (the default, in-process), `worker` (the API does not
 * deliver; one `pnpm worker` process beside it does, on the same cores) or `off` (nobody: the
 * create rounds only, what subscribed endpoints cost the requests themselves, the outbox's
 * writes). The last two print the create rounds only.
 */
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { compareCreateRounds } from "./create-comparison.js";
import { measureCreateRound, writeGroupTargets, type CreateRound, type CreateRoundSetup } from "./create-rounds.js";
import { startEventReceiver } from "./event-receiver.js";
import { lagProbe } from "./lag-probe.js";
import { measureNoisyNeighbour, startHangingReceiver } from "./noisy-neighbour.js";
import { seedWebhookMerchants, type WebhookMerchants } from "./webhook-merchants.js";
import { renderWebhookReport } from "./webhooks-report.js";
import { apiProcessSettings, webhookSettings, type WebhookSettings } from "../settings.js";
import { apiBuild, apiCommand } from "../shared/api-process.js";
import { createBenchDatabase } from "../shared/bench-database.js";
import { startDeliveryWorker } from "../shared/delivery-worker-process.js";
import { benchFile, REPO_ROOT } from "../shared/paths.js";
import { startServer } from "../shared/server-process.js";
import { median } from "../shared/statistics.js";

/** Time for the previous step's deliveries to settle before the next measures. */
const SETTLE_MS = 5_000;

const settings = webhookSettings();
const build = apiBuild(apiProcessSettings());
const loadAtStart = loadavg();
const benchDatabase = await createBenchDatabase("rsv_webhook_bench", settings);
const url = benchDatabase.url;
const receiver = await startEventReceiver();
const hanging = await startHangingReceiver();
const merchants = await seedWebhookMerchants(url, settings.merchantsPerGroup, receiver.url, hanging.url);

const api = await startServer(
  {
    name: "api",
    // The built bundle, as `pnpm bench` runs it; delivery works in the same process (the default).
    command: apiCommand(build),
    env: {
      DATABASE_URL: url,
      RATE_LIMIT_PER_SECOND: "0",
      WEBHOOK_ALLOW_PRIVATE_URLS: "true",
      WEBHOOK_DELIVERY_IN_API: String(settings.delivery === "api"),
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
    readyPath: "/healthz",
  },
  REPO_ROOT,
);
const worker = settings.delivery === "worker" ? await startDeliveryWorker(build, url) : undefined;

try {
  const roundSetup: CreateRoundSetup = {
    apiUrl: api.url,
    apiPid: api.pid,
    ...(worker === undefined ? {} : { workerPid: worker.pid }),
    seconds: settings.roundSeconds,
    connections: settings.connections,
    deliveredCount: () => receiver.received(),
  };
  const rounds = await measureCreateRounds(settings, roundSetup, merchants);
  await sleep(SETTLE_MS);
  const creates = compareCreateRounds(rounds.without, rounds.withEndpoint);
  // BENCH_THROUGHPUT_ONLY=1 (an A/B of two builds through BENCH_API_ENTRY): the create rounds only, printed.
  if (settings.throughputOnly || settings.delivery !== "api") console.log(creates.table.join("\n"));
  else {
    const probe = lagProbe(api.url, merchants.lagged, receiver.arrivals);
    const budgetRun = await probe.measure(settings.lagRate, settings.lagSeconds);
    await sleep(SETTLE_MS);
    // Half of what this host creates in a closed loop: the delivery pipeline's own lag, apart from
    // the queueing of creates an overloaded host adds when it cannot create lagRate a second.
    const halfRate = Math.round(median(rounds.without.map((round) => round.createsPerSecond)) / 20) * 10;
    const sustainableRun = await probe.measure(halfRate, settings.lagSeconds);
    await sleep(SETTLE_MS);
    const noisyRun = await measureNoisyNeighbour({
      databaseUrl: url,
      quiet: lagProbe(api.url, [merchants.quiet], receiver.arrivals),
      noisy: lagProbe(api.url, [merchants.noisy], []),
      hanging,
      noisyEndpointId: merchants.noisyEndpointId,
      quietRate: settings.quietRate,
      noisyRate: settings.noisyRate,
      seconds: settings.noisySeconds,
    });
    const lines = renderWebhookReport(settings, {
      loadAtStart,
      loadAtEnd: loadavg(),
      rounds,
      creates,
      lagRefusals: probe.refusals,
      budgetRun,
      sustainableRun,
      noisyRun,
    });
    if (settings.writeResults) writeFileSync(benchFile("RESULTS-webhooks.md"), lines.join("\n"));
    console.log(lines.join("\n"));
  }
} finally {
  await worker?.stop();
  await api.stop();
  receiver.close();
  hanging.close();
  await benchDatabase.drop();
}

/**
 * The create rounds, the group without endpoints and the group with one taking turns. Which goes
 * first alternates (A B, B A, ...): this host's speed drifts over a run, and a fixed order would
 * hand every round of the second group the slower half of its pair.
 */
async function measureCreateRounds(
  settings: WebhookSettings,
  setup: CreateRoundSetup,
  merchants: WebhookMerchants,
): Promise<{ without: CreateRound[]; withEndpoint: CreateRound[] }> {
  const [plainTargets, subscribedTargets] = [writeGroupTargets(merchants.plain), writeGroupTargets(merchants.subscribed)];
  const without: CreateRound[] = [];
  const withEndpoint: CreateRound[] = [];
  const measureWithout = async () => void without.push(await measureCreateRound(setup, plainTargets, false));
  const measureWith = async () =>
    void withEndpoint.push(await measureCreateRound(setup, subscribedTargets, settings.delivery !== "off"));
  for (let round = 0; round < settings.rounds; round++) {
    for (const measure of round % 2 === 0 ? [measureWithout, measureWith] : [measureWith, measureWithout]) await measure();
  }
  return { without, withEndpoint };
}
