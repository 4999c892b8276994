import { API_VERSION } from "@reservation-api/contract";
import type { DeliveryRound } from "./delivery-round.js";
import type { StatementCost } from "./delivery-statements.js";
import type { DeliverySettings } from "../settings.js";
import { loadNow, today } from "../shared/report-format.js";
import { median } from "../shared/statistics.js";

/** RESULTS-delivery.md: the cost per delivery, median of the rounds, and PostgreSQL's time by statement. */
export function renderDeliveryReport(
  settings: DeliverySettings,
  rounds: DeliveryRound[],
  top: StatementCost[] | undefined,
): string[] {
  const format = (values: number[]) => `${Math.round(median(values))} (${values.map(Math.round).join(", ")})`;
  return [
    "# Webhook delivery cost",
    "",
    `Run on ${today()} (load average ${loadNow()} at the end), API version ${API_VERSION}: ${settings.rounds} rounds after a warm-up, each`,
    `delivering ${settings.deliveries.toLocaleString("en")} queued booking.created events to one endpoint on 127.0.0.1 whose receiver (answering 204) runs in`,
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
}
