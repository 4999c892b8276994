import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { promisify } from "node:util";

export const run = promisify(execFile);
/** The SDK package's folder in the workspace, found through the package as the tests import it. */
export const SDK_DIR = dirname(createRequire(import.meta.url).resolve("@reservation-api/sdk/package.json"));
export const SDK_BIN = join(SDK_DIR, "node_modules/.bin");

/**
 * What a developer installs beside the SDK to follow its README, pinned so the tests do not drift:
 * the workspace's TypeScript, and under another name the major that `npm install typescript` gives today.
 */
const DEVELOPER_PACKAGES = [
  "typescript@5.9.3",
  "typescript-7@npm:typescript@7.0.2",
  "@types/node@20.19.43",
  "tsx@4.23.15",
  "@types/express@5.0.6",
];

/** The compilers installed in the project, by the name they are installed under. */
export type Compiler = "typescript" | "typescript-7";

export interface ConsumerProject {
  dir: string;
  /** The packed SDK's file name, in `dir`. */
  tarball: string;
}

/**
 * Builds and packs the SDK, then installs the tarball into a fresh ES module project outside the
 * workspace (`"type": "module"`, as the README's TypeScript set-up says), as a developer would.
 */
export async function createConsumerProject(): Promise<ConsumerProject> {
  const dir = mkdtempSync(join(tmpdir(), "sdk-consumer-"));
  if (!isDistFresh()) await run(join(SDK_BIN, "tsup"), [], { cwd: SDK_DIR });
  await run("npm", ["pack", "--pack-destination", dir], { cwd: SDK_DIR });
  const tarball = readdirSync(dir).find((file) => file.endsWith(".tgz")) as string;
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
  await run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", `./${tarball}`, ...DEVELOPER_PACKAGES], {
    cwd: dir,
  });
  return { dir, tarball };
}

/** One of the project's compilers on one of its tsconfig files: its diagnostics, "" when everything type-checks. */
export async function typeCheck(project: ConsumerProject, tsconfig: string, compiler: Compiler = "typescript"): Promise<string> {
  const tsc = join(project.dir, "node_modules", compiler, "bin/tsc");
  const { stdout } = await run(tsc, ["--noEmit", "-p", tsconfig], { cwd: project.dir }).catch((error: { stdout: string }) => ({
    stdout: error.stdout,
  }));
  return stdout;
}

/** What the SDK's build reads: its sources, its build settings and the contract files it inlines. */
const BUILD_INPUTS = ["src", "tsup.config.ts", "package.json", "../contract/src", "../../pnpm-lock.yaml"];

/**
 * Whether dist/ was built after every input changed (`pnpm test` builds it with turbo before the
 * tests): building it again costs seconds of CPU, declarations included.
 */
function isDistFresh(): boolean {
  const builtAt = statSync(join(SDK_DIR, "dist/index.d.ts"), { throwIfNoEntry: false })?.mtimeMs ?? -1;
  return BUILD_INPUTS.every((input) => newestChangeMs(join(SDK_DIR, input)) < builtAt);
}

function newestChangeMs(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  const entries = readdirSync(path, { recursive: true, encoding: "utf8" });
  return Math.max(stats.mtimeMs, ...entries.map((entry) => statSync(join(path, entry)).mtimeMs));
}
