import { execFile as execFileCallback, execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const execFile = promisify(execFileCallback);

export interface PrivatePostgres {
  /** Connection string of the cluster's `postgres` database. */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster for good and deletes its files. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL cluster of the test's own (initdb + pg_ctl in a temp folder, on a free port), for
 * tests that stop or restart the database: the shared server is never touched.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bindir = execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim();
  const dataDir = mkdtempSync(join(tmpdir(), "private-pg-"));
  const port = await freePort();
  // PostgreSQL refuses to run as root; as root, run its tools as the postgres user.
  const asOwner = process.getuid?.() === 0 ? ["runuser", "-u", "postgres", "--"] : [];
  if (asOwner.length > 0) chownSync(dataDir, idOf("-u"), idOf("-g"));
  const tool = (name: string, args: string[]) => {
    const [command, ...prefix] = [...asOwner, join(bindir, name)];
    return execFile(command, [...prefix, ...args]);
  };
  await tool("initdb", ["-D", join(dataDir, "data"), "-A", "trust", "-U", "postgres", "--no-sync"]);
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await tool("pg_ctl", [
      "-D",
      join(dataDir, "data"),
      "-o",
      options,
      "-l",
      join(dataDir, "server.log"),
      "-w",
      "-t",
      "30",
      "start",
    ]);
  };
  const stop = async () => {
    await tool("pg_ctl", ["-D", join(dataDir, "data"), "-m", "fast", "-w", "-t", "30", "stop"]);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      await stop().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function idOf(flag: "-u" | "-g"): number {
  return Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
