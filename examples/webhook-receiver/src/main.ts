import { readConfig } from "./config.js";
import { startReceiver } from "./receiver.js";

// The secret is shown when the endpoint is added (and by "Reveal secret" in the dashboard).
// During a rotation, give both, separated by a space: either one verifies.
const { secrets, port, host } = readConfig();
if (secrets.length === 0) {
  console.error("Set WEBHOOK_SECRET to the endpoint's signing secret (whsec_...), shown when you add the endpoint.");
  process.exit(1);
}

const receiver = await startReceiver({
  secrets,
  port,
  host,
  log: (text) => console.log(text),
});
console.log(`Listening for webhooks on ${receiver.url} (Ctrl+C to stop)`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void receiver.close().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
