import { startReceiver } from "./receiver.js";

// The secret is shown when the endpoint is added (and by "Reveal secret" in the dashboard).
// During a rotation, give both, separated by a space: either one verifies.
const secrets = (process.env.WEBHOOK_SECRET ?? "").split(/\s+/).filter((secret) => secret !== "");
if (secrets.length === 0) {
  console.error("Set WEBHOOK_SECRET to the endpoint's signing secret (whsec_...), shown when you add the endpoint.");
  process.exit(1);
}

const receiver = await startReceiver({
  secrets,
  port: Number(process.env.PORT ?? 4400),
  host: process.env.HOST ?? "127.0.0.1",
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
