import type { CreateRound } from "./create-rounds.js";
import { median } from "../shared/statistics.js";

export interface CreateComparison {
  /** Creates per second with an endpoint over without, medians of the rounds. */
  throughputRatio: number;
  /** The same for the server side's CPU per create: the API, a delivering worker and PostgreSQL. */
  serverCpuRatio: number;
  /** A markdown table of both groups, medians of the rounds. */
  table: string[];
  /** Each round's pair, with over without, and their median: a check on the medians' ratio. */
  pairs: string;
}

export function compareCreateRounds(without: CreateRound[], withEndpoint: CreateRound[]): CreateComparison {
  const summary = (rounds: CreateRound[]) => ({
    rate: median(rounds.map((round) => round.createsPerSecond)),
    rates: rounds.map((round) => round.createsPerSecond.toFixed(0)).join(", "),
    api: median(rounds.map((round) => round.apiCpuUs)),
    postgres: median(rounds.map((round) => round.postgresCpuUs)),
    worker: median(rounds.map((round) => round.workerCpuUs)),
    server: median(rounds.map((round) => round.apiCpuUs + round.workerCpuUs + round.postgresCpuUs)),
    receiver: median(rounds.map((round) => round.receiverCpuUs)),
  });
  const off = summary(without);
  const on = summary(withEndpoint);
  const us = (value: number) => value.toFixed(0);
  const times = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
  const pairRatios = withEndpoint.flatMap((round, index) => {
    const other = without[index];
    return other === undefined ? [] : [round.createsPerSecond / other.createsPerSecond];
  });
  return {
    throughputRatio: on.rate / off.rate,
    pairs: `${pairRatios.map((pair) => pair.toFixed(2)).join(", ")}; median ${median(pairRatios).toFixed(2)}x`,
    serverCpuRatio: on.server / off.server,
    table: [
      "| merchants | creates/s (rounds) | API CPU µs/create | worker CPU µs/create | PostgreSQL CPU µs/create | server total | receiver CPU µs/create |",
      "|---|---|---|---|---|---|---|",
      `| without an endpoint | ${us(off.rate)} (${off.rates}) | ${us(off.api)} | ${us(off.worker)} | ${us(off.postgres)} | ${us(off.server)} | ${us(off.receiver)} |`,
      `| with one endpoint each | ${us(on.rate)} (${on.rates}) | ${us(on.api)} | ${us(on.worker)} | ${us(on.postgres)} | ${us(on.server)} | ${us(on.receiver)} |`,
      `| with / without | ${times(on.rate, off.rate)} | ${times(on.api, off.api)} | | ${times(on.postgres, off.postgres)} | ${times(on.server, off.server)} | |`,
    ],
  };
}
