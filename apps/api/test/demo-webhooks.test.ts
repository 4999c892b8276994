import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { dashboardClient } from "./support/dashboard-client.js";
import { groupAlive, runPnpmScript, type PnpmScriptRun } from "./support/pnpm-script.js";
import { present } from "@reservation-api/test-support";

const STARTUP_MS = 120_000;
const runs: PnpmScriptRun[] = [];
let dataDir: string | undefined;

afterEach(() => {
  for (const run of runs.splice(0)) if (run.child.pid && groupAlive(run.child.pid)) process.kill(-run.child.pid, "SIGKILL");
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function started(script: string, env: Record<string, string>): PnpmScriptRun {
  const run = runPnpmScript(script, env);
  runs.push(run);
  return run;
}

/** A port nothing listens on right now, for the receiver to take. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const banner = (output: string, label: RegExp) => output.match(label)?.[1] ?? "";

describe("trying webhooks on the demo with the example receiver", () => {
  it(
    "the demo says it accepts http and local endpoints, takes an http://127.0.0.1 endpoint, and the example receiver prints the verified test event",
    async () => {
      dataDir = mkdtempSync(join(tmpdir(), "demo-webhooks-"));
      // WEBHOOK_ALLOW_PRIVATE_URLS is not set: the demo allows local endpoints on its own.
      const demo = started("demo", { DATABASE_URL: "", PGLITE_DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1" });
      await demo.printed("Stop with Ctrl+C.", STARTUP_MS);
      const output = demo.output();
      expect(output).toContain("http and local endpoint URLs are allowed");
      expect(output).toContain("pnpm webhook-receiver");

      const admin = dashboardClient({ url: banner(output, /running at (http:\/\/\S+)/) });
      await admin.trpc.auth.signIn.mutate({
        email: banner(output, /^ {2}email +(\S+)$/m),
        password: banner(output, /^ {2}password +(\S+)$/m),
      });
      const port = await freePort();
      const endpoint = await admin.trpc.webhooks.add.mutate({
        url: `http://127.0.0.1:${port}/webhooks`,
        eventTypes: ["booking.created"],
      });

      const receiver = started("webhook-receiver", { WEBHOOK_SECRET: endpoint.secret, PORT: String(port) });
      await receiver.printed(`Listening for webhooks on http://127.0.0.1:${port}/webhooks`, STARTUP_MS);
      const { eventId } = await admin.trpc.webhooks.sendTest.mutate({ endpointId: endpoint.id });
      await receiver.printed(`✓ verified webhook.test ${eventId}`, 30_000);
      expect(receiver.output()).toContain(`"endpointId": "${endpoint.id}"`);

      // A request not signed with the secret is refused, and printed as such.
      const forged = await fetch(`http://127.0.0.1:${port}/webhooks`, {
        method: "POST",
        headers: {
          "webhook-id": "msg_forged",
          "webhook-timestamp": String(Math.floor(Date.now() / 1000)),
          "webhook-signature": "v1,Zm9yZ2Vk",
        },
        body: "{}",
      });
      expect(forged.status).toBe(400);
      await receiver.printed("✗ refused a request", 10_000);

      for (const run of [receiver, demo]) {
        process.kill(-present(run.child.pid), "SIGINT");
        expect(await run.exited).toBe(0);
      }
    },
    3 * STARTUP_MS,
  );
});
