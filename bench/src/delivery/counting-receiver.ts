/**
 * A webhook receiver in a process of its own, so its CPU is not the deliverer's: answers 204 to
 * every POST and tells its parent how many it has had. Forked by receiver-process.ts.
 */
import { createServer } from "node:http";
import { listenLocally } from "../shared/local-listener.js";

function tell(message: object): void {
  if (process.send === undefined) throw new Error("The counting receiver runs as a forked child of bench:delivery");
  process.send(message);
}

let received = 0;
const server = createServer((request, response) => {
  request.resume();
  request.on("end", () => {
    received++;
    response.writeHead(204).end();
  });
});
tell({ port: await listenLocally(server) });
process.on("message", () => tell({ received }));
