// `pnpm admin ...`: runs the admin CLI compiled, because loading it through a TypeScript loader
// costs seconds per command. The build (tsup, the same one `pnpm build` makes) is redone only
// when a source file is newer than it; concurrent commands wait for one build instead of racing.
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const APP_DIR = fileURLToPath(new URL("..", import.meta.url));
const REPO_DIR = join(APP_DIR, "../..");
const COMPILED = join(APP_DIR, "dist/admin.js");
const BUILD_LOCK = join(APP_DIR, "node_modules/.admin-build-lock");
const SOURCES = [
  "apps/api/src",
  "apps/api/tsup.config.ts",
  "apps/api/package.json",
  "packages/contract/src",
  "packages/db/src",
  "packages/db/migrations",
  "packages/server/src",
  "pnpm-lock.yaml",
];

function modifiedAt(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return -1;
  }
}

function newestSourceMs() {
  let newest = 0;
  for (const source of SOURCES.map((path) => join(REPO_DIR, path))) {
    newest = Math.max(newest, modifiedAt(source));
    if (!statSync(source, { throwIfNoEntry: false })?.isDirectory()) continue;
    for (const entry of readdirSync(source, { recursive: true })) newest = Math.max(newest, modifiedAt(join(source, entry)));
  }
  return newest;
}

const isStale = () => modifiedAt(COMPILED) < newestSourceMs();

async function buildOnce() {
  for (;;) {
    try {
      mkdirSync(BUILD_LOCK);
      break;
    } catch {
      // Another command is building; a lock older than two minutes belongs to a crashed one.
      if (Date.now() - modifiedAt(BUILD_LOCK) > 120_000) rmSync(BUILD_LOCK, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    if (isStale())
      execFileSync(join(APP_DIR, "node_modules/.bin/tsup"), ["--silent"], {
        cwd: APP_DIR,
        stdio: ["ignore", "ignore", "inherit"],
      });
  } finally {
    rmSync(BUILD_LOCK, { recursive: true, force: true });
  }
}

if (isStale()) await buildOnce();
await import(pathToFileURL(COMPILED).href);
