import { createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What the proxy does with one incoming request; `undefined` means pass it through. */
export type Fault = "drop-after-upstream-answered" | "answer-idempotency-conflict";

/**
 * An HTTP proxy in front of the real API that can misbehave on chosen requests, the way a flaky
 * network or a slow first attempt would.
 */
export async function startFaultyProxy(target: string, chooseFault: (req: IncomingMessage, index: number) => Fault | undefined) {
  let index = 0;
  const server: Server = createServer((req, res) => {
    const fault = chooseFault(req, index++);
    if (fault === "answer-idempotency-conflict") {
      res.writeHead(409, { "Content-Type": "application/json", "Retry-After": "1" });
      res.end(JSON.stringify({ code: "IDEMPOTENCY_CONFLICT", message: "still running", requestId: "proxy" }));
      return;
    }
    passThrough(target, req, res, fault === "drop-after-upstream-answered");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function passThrough(target: string, req: IncomingMessage, res: ServerResponse, dropAnswer: boolean) {
  const upstream = forward(new URL(req.url ?? "/", target), { method: req.method, headers: req.headers }, (answer) => {
    if (dropAnswer) {
      // The server has answered (and committed); the caller never hears of it.
      answer.resume();
      answer.once("end", () => req.socket.destroy());
      return;
    }
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  req.pipe(upstream);
}
