/**
 * A webhook receiver in a process of its own, so its CPU is not the deliverer's: answers 204 to
 * every POST and tells its parent how many it has had. Forked by delivery-cost.ts.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

let received = 0;
const server = createServer((request, response) => {
  request.resume();
  request.on("end", () => {
    received++;
    response.writeHead(204).end();
  });
});
server.listen(0, "127.0.0.1", () => process.send!({ port: (server.address() as AddressInfo).port }));
process.on("message", () => process.send!({ received }));
