import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  receivedAt: number;
}

/** How the receiver answers the n-th request (0-based): a status, or "hang" to never answer. */
export type ReceiverScript = (index: number, received: ReceivedWebhook) => number | "hang";

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Requests open at once at most so far (answered ones close when answered, hanging ones when the sender gives up). */
  maxOpen(): number;
  /** Resolves once at least `count` requests arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 that records every request and answers as scripted. */
export async function startWebhookReceiver(script: ReceiverScript = () => 200): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const hanging: ServerResponse[] = [];
  const waiters: Array<() => void> = [];
  let open = 0;
  let maxOpen = 0;
  const server = createServer((request, response) => {
    open++;
    maxOpen = Math.max(maxOpen, open);
    response.on("close", () => open--);
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const entry = { headers: request.headers, body: Buffer.concat(chunks).toString("utf8"), receivedAt: Date.now() };
      const answer = script(received.length, entry);
      received.push(entry);
      for (const wake of waiters.splice(0)) wake();
      if (answer === "hang") return void hanging.push(response);
      response.writeHead(answer, { "content-type": "text/plain" }).end(`answered ${answer}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    maxOpen: () => maxOpen,
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} webhooks, got ${received.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return received;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
