import { createServer } from "node:http";
import { z } from "zod";
import { listenLocally } from "../shared/local-listener.js";

/** A merchant's webhook receiver, answering 204 at once, in the bench process. */
export interface EventReceiver {
  url: string;
  /** Lag of each booking.created event from its createdAt to its arrival, ms; the lag probes empty it. */
  arrivals: number[];
  /** Events of any type received so far. */
  received(): number;
  close(): void;
}

const event = z.object({ createdAt: z.string(), type: z.string() });

export async function startEventReceiver(): Promise<EventReceiver> {
  const arrivals: number[] = [];
  let received = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const parsed = event.safeParse(JSON.parse(Buffer.concat(chunks).toString()));
      received++;
      if (parsed.success && parsed.data.type === "booking.created") arrivals.push(Date.now() - Date.parse(parsed.data.createdAt));
      response.writeHead(204).end();
    });
  });
  const port = await listenLocally(server);
  return { url: `http://127.0.0.1:${port}/hooks`, arrivals, received: () => received, close: () => void server.close() };
}
