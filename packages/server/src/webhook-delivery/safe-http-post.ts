import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { checkEndpointUrl } from "../domain/webhooks/webhook-url.js";
import { resolvePublicAddresses } from "../net/host-resolution.js";

export interface PostOutcome {
  /** Absent when no response arrived (refused, unreachable, timed out). */
  status?: number;
  headers: Record<string, string>;
  /** At most `maxResponseBytes`, decoded as UTF-8. */
  body: string;
  latencyMs: number;
  error?: string;
  /** The exchange did not finish within the timeout (what pauses an endpoint that keeps doing it). */
  timedOut?: true;
}

export interface PostOptions {
  timeoutMs: number;
  maxResponseBytes: number;
  allowPrivate: boolean;
}

/**
 * Connections are kept open between deliveries to the same host and port: a new TCP (and TLS)
 * connection per event cost more CPU than the rest of a delivery. A kept connection is to an
 * address that passed the check when it was opened, so reuse cannot be steered by DNS; the
 * agents are separate per policy, so a connection opened while private targets were allowed is
 * never reused under a policy that refuses them.
 */
const keepAliveAgents = new Map<string, http.Agent>();

function agentFor(protocol: string, allowPrivate: boolean): http.Agent {
  const name = `${protocol}|${allowPrivate}`;
  let agent = keepAliveAgents.get(name);
  if (agent === undefined) {
    const settings = { keepAlive: true, maxSockets: 64, timeout: 30_000 };
    agent = protocol === "https:" ? new https.Agent(settings) : new http.Agent(settings);
    keepAliveAgents.set(name, agent);
  }
  return agent;
}

/**
 * POSTs a webhook. The host is resolved and checked here, and the socket connects to exactly
 * the address that passed (the lookup hands Node only checked addresses), so a name that
 * answers differently a moment later (DNS rebinding) cannot redirect the connection.
 * Redirects are not followed: a 3xx is just a failed attempt. The whole exchange, body
 * included, must finish within the timeout.
 */
export async function postWebhook(
  rawUrl: string,
  body: string,
  headers: Record<string, string>,
  options: PostOptions,
): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const verdict = checkEndpointUrl(rawUrl, options.allowPrivate);
  if (!verdict.ok) return { headers: {}, body: "", latencyMs: 0, error: verdict.reason };
  const client = verdict.url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    // Only an exchange read to its end leaves its connection reusable; anything cut short
    // (timeout, error, a body past the cap) closes it.
    const finish = (outcome: Omit<PostOutcome, "latencyMs">, complete = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      if (!complete) request.destroy();
      resolve({ ...outcome, latencyMs: elapsed() });
    };
    const request = client.request(verdict.url, {
      method: "POST",
      headers: { ...headers, "content-length": Buffer.byteLength(body) },
      agent: agentFor(verdict.url.protocol, options.allowPrivate),
      lookup: checkedLookup(options.allowPrivate),
    });
    const deadline = setTimeout(
      () => finish({ headers: {}, body: "", error: `No response within ${options.timeoutMs} ms`, timedOut: true }),
      options.timeoutMs,
    );
    request.on("error", (error) => finish({ headers: {}, body: "", error: error.message }));
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      const done = (complete: boolean) =>
        finish(
          {
            ...(response.statusCode === undefined ? {} : { status: response.statusCode }),
            headers: flatHeaders(response.headers),
            body: Buffer.concat(chunks).toString("utf8"),
          },
          complete,
        );
      response.on("data", (chunk: Buffer) => {
        const room = options.maxResponseBytes - kept;
        if (room > 0) chunks.push(chunk.subarray(0, room));
        kept += Math.min(room, chunk.length);
        if (kept >= options.maxResponseBytes) done(false);
      });
      response.on("end", () => done(true));
      response.on("error", () => done(false));
    });
    request.end(body);
  });
}

/** A `dns.lookup` stand-in that only ever answers with addresses that passed the check. */
function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolvePublicAddresses(hostname, allowPrivate).then(
      (addresses) => {
        const family = options.family === 4 || options.family === 6 ? options.family : undefined;
        const usable = family === undefined ? addresses : addresses.filter((entry) => entry.family === family);
        const [first] = usable;
        if (!first) return callback(new Error(`No IPv${family} address for ${hostname}`), "", 4);
        if (options.all) return (callback as unknown as (error: null, all: typeof usable) => void)(null, usable);
        callback(null, first.address, first.family);
      },
      (error: Error) => callback(error, "", 4),
    );
  };
}

function flatHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return flat;
}
