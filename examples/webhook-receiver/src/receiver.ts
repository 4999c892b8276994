import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { verifyWebhook, WebhookVerificationError } from "@reservation-api/sdk";
import { describeEvent } from "./describe-event.js";

export interface ReceiverOptions {
  /** The endpoint's signing secrets (`whsec_...`): during a rotation, the new one and the old. */
  secrets: string[];
  port: number;
  host: string;
  log: (text: string) => void;
}

export interface RunningReceiver {
  url: string;
  close(): Promise<void>;
}

/**
 * An HTTP server that verifies every POST with `verifyWebhook` before believing a byte of it:
 * a verified event is printed and answered 204; anything else is answered 400 and not acted on.
 */
export async function startReceiver(options: ReceiverOptions): Promise<RunningReceiver> {
  // Retries carry the same webhook-id: a real receiver records ids it has handled and skips repeats.
  const seen = new Set<string>();
  const server = createServer((request, response) => {
    if (request.method !== "POST") return void response.writeHead(405, { allow: "POST" }).end();
    rawBodyOf(request)
      .then((rawBody) => verifyWebhook(rawBody, request.headers, options.secrets))
      .then(
        (event) => {
          options.log(describeEvent(event, seen.has(event.id)));
          seen.add(event.id);
          response.writeHead(204).end();
        },
        (error: unknown) => {
          const reason = error instanceof WebhookVerificationError ? error.message : "unreadable request";
          options.log(`✗ refused a request: ${reason}`);
          response.writeHead(400, { "content-type": "text/plain" }).end(reason);
        },
      );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host}:${port}/webhooks`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The body exactly as sent: the signature covers these bytes, not a re-serialised JSON. */
async function rawBodyOf(request: IncomingMessage): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
