import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * Top self-time functions of a V8 .cpuprofile (`node --cpu-prof`, or `BENCH_CPU_PROFILE`), each
 * with the package it came from: in the esbuild bundle, the nearest `// node_modules/...` or
 * `// ../../packages/...` marker above the function's line in its chunk. Shares are of busy
 * (non-idle) time.
 *
 *   tsx src/profile-summary.ts <file.cpuprofile> [top=25]
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

const [profilePath, topText] = process.argv.slice(2);
if (!profilePath) throw new Error("usage: profile-summary <file.cpuprofile> [top]");
const profile = JSON.parse(readFileSync(profilePath, "utf8")) as { nodes: ProfileNode[] };
const markersByFile = new Map<string, { line: number; name: string }[]>();

const IDLE = new Set(["(idle)", "(program)"]);
const selfHits = new Map<string, number>();
const moduleHits = new Map<string, number>();
let busy = 0;
for (const node of profile.nodes) {
  const hits = node.hitCount ?? 0;
  const { functionName, url, lineNumber } = node.callFrame;
  if (hits === 0 || IDLE.has(functionName)) continue;
  busy += hits;
  const origin =
    url.endsWith(".js") && /\/dist[^/]*\//.test(url)
      ? moduleAt(url, lineNumber)
      : url.startsWith("node:")
        ? "node core"
        : url || "(native/vm)";
  const key = `${functionName || "(anonymous)"}  [${origin}]`;
  selfHits.set(key, (selfHits.get(key) ?? 0) + hits);
  moduleHits.set(origin, (moduleHits.get(origin) ?? 0) + hits);
}
const share = (hits: number) => `${((hits * 100) / busy).toFixed(1)}%`;
const top = (counts: Map<string, number>, count: number) => [...counts].sort(([, a], [, b]) => b - a).slice(0, count);
console.log("| self | function [origin] |\n|---|---|");
for (const [name, hits] of top(selfHits, Number(topText ?? 25)))
  console.log(`| ${share(hits)} | ${name.replaceAll("|", "\\|")} |`);
console.log("\n| self | origin |\n|---|---|");
for (const [name, hits] of top(moduleHits, 12)) console.log(`| ${share(hits)} | ${name} |`);

function bundleMarkers(bundle: string): { line: number; name: string }[] {
  const found: { line: number; name: string }[] = [];
  bundle.split("\n").forEach((text, line) => {
    const match = /^\/\/ (.*(?:node_modules|packages)\/.*)$/.exec(text);
    const path = match?.[1];
    if (path !== undefined) found.push({ line, name: shortName(path) });
  });
  return found;
}

function shortName(path: string): string {
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(path);
  const packageName = pkg?.[1];
  if (packageName !== undefined) return packageName;
  const ours = /packages\/([^/]+)/.exec(path)?.[1];
  return ours === undefined ? path : `@reservation-api/${ours}`;
}

function moduleAt(url: string, line: number): string {
  let markers = markersByFile.get(url);
  if (!markers) {
    markers = bundleMarkers(readFileSync(fileURLToPath(url), "utf8"));
    markersByFile.set(url, markers);
  }
  let low = 0;
  let high = markers.length - 1;
  let best = "apps/api";
  while (low <= high) {
    const middle = (low + high) >> 1;
    const marker = markers[middle];
    if (marker === undefined) break;
    if (marker.line <= line) {
      best = marker.name;
      low = middle + 1;
    } else high = middle - 1;
  }
  return best;
}
