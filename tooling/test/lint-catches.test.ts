import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";

/**
 * `pnpm lint` must fail on the three things it exists to stop. Each probe is a real file written
 * into the tree under a unique name, so the path-based rules see it where a developer would put it,
 * and removed afterwards.
 */
const ROOT = join(import.meta.dirname, "../..");
const PROBE = `lint-probe-${randomUUID().slice(0, 8)}`;
const written: string[] = [];

async function probe(relativePath: string, text: string): Promise<string> {
  const path = join(ROOT, relativePath);
  written.push(path);
  await writeFile(path, text);
  return path;
}

afterAll(async () => {
  await Promise.all(written.map((path) => rm(path, { force: true })));
});

/** The rules these probes are about; each needs no type information. */
const SYNTAX_RULES = new Set(["@typescript-eslint/no-non-null-assertion", "no-restricted-properties", "no-restricted-imports"]);

/**
 * The rule ids ESLint reports for these files with the repository's eslint.config.js (its rule
 * settings and its per-path exemptions), limited to SYNTAX_RULES and without the type-checked
 * program, which would cost the whole app's type check for three one-line files.
 */
async function eslintRules(paths: string[]): Promise<Map<string, string[]>> {
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    ruleFilter: ({ ruleId }) => SYNTAX_RULES.has(ruleId),
  });
  const results = await eslint.lintFiles(paths);
  return new Map(results.map((result) => [result.filePath, result.messages.map((message) => message.ruleId ?? message.message)]));
}

/** The rule names dependency-cruiser reports for these files, with .dependency-cruiser.cjs. */
async function layerRules(relativePaths: string[]): Promise<string[]> {
  const bin = join(ROOT, "node_modules/.bin/depcruise");
  const run = promisify(execFile)(bin, [...relativePaths, "--config", ".dependency-cruiser.cjs", "--output-type", "json"], {
    cwd: ROOT,
  });
  // depcruise exits non-zero when it finds an error; the JSON report is on stdout either way.
  const stdout = await run.then(
    (done) => done.stdout,
    (failed: unknown) =>
      failed instanceof Error && "stdout" in failed && typeof failed.stdout === "string" ? failed.stdout : "",
  );
  const report = JSON.parse(stdout) as { summary: { violations: { rule: { name: string } }[] } };
  return report.summary.violations.map((violation) => violation.rule.name);
}

describe("pnpm lint", () => {
  it("fails on a domain file importing storage", { timeout: 30_000 }, async () => {
    await probe(`packages/server/src/storage/${PROBE}.ts`, `export const rows: string[] = [];\n`);
    const file = `packages/server/src/domain/${PROBE}.ts`;
    await probe(file, `export { rows } from "../storage/${PROBE}.js";\n`);
    expect(await layerRules([file])).toEqual(["domain-is-pure"]);
  });

  it(
    "fails on a non-null assertion and on process.env outside the config module, and allows it there",
    { timeout: 30_000 },
    async () => {
      const assertion = await probe(
        `apps/api/src/${PROBE}-assertion.ts`,
        `export const first = (values: string[]): string => values[0]!;\n`,
      );
      const stray = await probe(`apps/api/src/${PROBE}-environment.ts`, `export const port = process.env.PORT;\n`);
      const config = await probe(`apps/api/src/config/${PROBE}.ts`, `export const port = process.env.PORT;\n`);
      const rules = await eslintRules([assertion, stray, config]);
      expect(rules.get(assertion)).toEqual(["@typescript-eslint/no-non-null-assertion"]);
      expect(rules.get(stray)).toEqual(["no-restricted-properties"]);
      expect(rules.get(config)).toEqual([]);
    },
  );
});
