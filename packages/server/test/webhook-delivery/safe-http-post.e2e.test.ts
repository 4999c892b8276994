import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postWebhook, type PostOptions } from "../../src/webhook-delivery/safe-http-post.js";

// A local receiver that counts the TCP connections opened to it.
let server: Server;
let url: string;
let connections = 0;
beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on("end", () => response.end("ok"));
  });
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const LOCAL: PostOptions = { timeoutMs: 5_000, maxResponseBytes: 1_024, allowPrivate: true };
const post = (path: string) => postWebhook(`${url}${path}`, "{}", { "content-type": "application/json" }, LOCAL);

describe("webhook POST connections", () => {
  it("reuse one connection for deliveries read to their end", async () => {
    const before = connections;
    for (let attempt = 0; attempt < 3; attempt++) expect((await post("/hooks")).status).toBe(200);
    expect(connections - before).toBe(1);
  });
});
