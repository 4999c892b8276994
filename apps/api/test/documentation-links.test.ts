import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isExternal, readMarkdown, REPO_ROOT, resolveTarget } from "./support/markdown-document.js";

const README_MAX_LINES = 250;
/** The two commands the README's first screen promises work on a fresh machine with only Node (CI runs the second). */
const FIRST_SCREEN_COMMANDS = [
  "npx -y pnpm@10.34.8 install && npx -y pnpm@10.34.8 demo",
  "npx -y pnpm@10.34.8 install && npx -y pnpm@10.34.8 test",
];
const FIRST_SCREEN_LINES = 40;

const documents = [
  "README.md",
  ...readdirSync(join(REPO_ROOT, "docs"), { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".md"))
    .map((entry) => `docs/${entry.name}`),
];

describe("the README and docs/*.md", () => {
  it("finds the documents to check", () => {
    expect(documents).toEqual(expect.arrayContaining(["README.md", "docs/api.md", "docs/operations.md"]));
  });

  it.each(documents)("%s: every relative link points to a file that exists, and to a heading it has", (path) => {
    const broken: string[] = [];
    for (const target of readMarkdown(path).targets.filter((href) => !isExternal(href))) {
      const { file, anchor } = resolveTarget(path, target);
      if (!existsSync(join(REPO_ROOT, file))) {
        broken.push(`${target} (no file ${file})`);
        continue;
      }
      if (anchor === undefined) continue;
      if (!file.endsWith(".md") || statSync(join(REPO_ROOT, file)).isDirectory()) {
        broken.push(`${target} (an anchor into something that is not Markdown)`);
      } else if (!readMarkdown(file).anchors.includes(anchor)) {
        broken.push(`${target} (${file} has no heading #${anchor})`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe("the README", () => {
  const readme = readMarkdown("README.md").text;
  const lines = readme.split("\n");

  it(`routes rather than explains: at most ${README_MAX_LINES} lines`, () => {
    expect(lines.length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it("keeps the demo and test commands, exactly, on its first screen", () => {
    const firstScreen = lines.slice(0, FIRST_SCREEN_LINES);
    for (const command of FIRST_SCREEN_COMMANDS) expect(firstScreen).toContain(command);
  });

  it("spells pnpm one way: `npx -y pnpm@...` only in those two commands and the note on getting pnpm", () => {
    const spelledOut = lines.filter((line) => line.includes("npx -y pnpm@") && !FIRST_SCREEN_COMMANDS.includes(line));
    expect(spelledOut.length).toBeLessThanOrEqual(1);
    for (const path of documents.filter((document) => document !== "README.md")) {
      expect(readMarkdown(path).text, path).not.toContain("npx -y pnpm@");
    }
  });
});
