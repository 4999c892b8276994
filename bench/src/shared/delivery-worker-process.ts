import { spawn } from "node:child_process";
import { childEnvironment } from "../settings.js";
import type { ApiBuild } from "./api-process.js";
import { REPO_ROOT } from "./paths.js";
import { pidOf, stopProcess } from "./server-process.js";

export interface DeliveryWorkerProcess {
  pid: number;
  stop(): Promise<void>;
}

const STARTED_LINE = "webhook worker started";
const START_TIMEOUT_MS = 30_000;

/**
 * A `pnpm worker` process of the built bundle, delivering webhooks from the database at `url`
 * to local receivers. It serves nothing, so it counts as started when its log says so.
 */
export async function startDeliveryWorker(build: ApiBuild, url: string): Promise<DeliveryWorkerProcess> {
  const child = spawn(process.execPath, [...build.nodeFlags, build.workerEntry], {
    cwd: REPO_ROOT,
    env: childEnvironment({
      DATABASE_URL: url,
      WEBHOOK_ALLOW_PRIVATE_URLS: "true",
      LOG_LEVEL: "info",
      NODE_ENV: "production",
    }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(`The worker did not start: ${output}`)), START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
      if (!output.includes(STARTED_LINE)) return;
      clearTimeout(timeout);
      resolve();
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.once("exit", (code) => reject(new Error(`The worker exited with ${code}: ${output}`)));
  });
  return { pid: pidOf(child), stop: () => stopProcess(child) };
}
