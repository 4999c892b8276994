import { Agent, request, type ClientRequest } from "node:http";
import { CREATE_PATH } from "./booking-requests.js";
import type { TestMerchant } from "./merchant-fixtures.js";

export interface KeepAliveAnswer {
  status: number;
  /** The `Connection` response header, lower-cased ("keep-alive" or "close"). */
  connection: string;
  bookingId?: string;
  receivedAt: number;
}

/** A create over a keep-alive connection from `agent`; resolves undefined when the connection fails. */
export function postCreateKeepAlive(
  baseUrl: string,
  agent: Agent,
  merchant: TestMerchant,
  body: Record<string, unknown>,
  onRequest?: (req: ClientRequest) => void,
): Promise<KeepAliveAnswer | undefined> {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const req = request(`${baseUrl}${CREATE_PATH}`, {
      method: "POST",
      agent,
      headers: {
        ...merchant.headers,
        "Idempotency-Key": crypto.randomUUID(),
        "Content-Type": "application/json",
        "Content-Length": Buffer.byteLength(payload),
      },
    });
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", () => resolve(undefined));
      res.on("end", () => {
        const parsed = JSON.parse(Buffer.concat(chunks).toString() || "{}") as { id?: string };
        resolve({
          status: res.statusCode ?? 0,
          connection: String(res.headers.connection ?? "").toLowerCase(),
          ...(parsed.id ? { bookingId: parsed.id } : {}),
          receivedAt: Date.now(),
        });
      });
    });
    req.on("error", () => resolve(undefined));
    onRequest?.(req);
    req.end(payload);
  });
}

export function keepAliveAgent(connections: number): Agent {
  return new Agent({ keepAlive: true, maxSockets: connections });
}
