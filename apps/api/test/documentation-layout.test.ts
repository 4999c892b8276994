import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "./support/markdown-document.js";

/** The folders the layout names: workspaces, and the layers of the server package. */
function foldersIn(relative: string): string[] {
  return readdirSync(join(REPO_ROOT, relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "node_modules" && entry.name !== "dist")
    .map((entry) => entry.name);
}

function layoutBlock(): string {
  const text = readFileSync(join(REPO_ROOT, "docs/contributing.md"), "utf8");
  const section = text.slice(text.indexOf("## Repository layout"));
  const block = /```\n([\s\S]*?)```/.exec(section)?.[1];
  if (block === undefined) throw new Error("docs/contributing.md has no layout block under 'Repository layout'");
  return block;
}

/**
 * The path each entry describes: the first word of an unindented line, or `src/<layer>/` indented
 * under packages/server. Other indented lines continue the entry above them.
 */
function describedPaths(block: string): string[] {
  return block
    .split("\n")
    .map((line) => /^(?:(\S+)|\s+(src\/[\w-]+\/))\s/.exec(line))
    .filter((match) => match !== null)
    .map(([, topLevel, layer]) => (layer === undefined ? (topLevel ?? "") : `packages/server/${layer}`))
    .map((path) => path.replace(/\/$/, ""));
}

describe("the repository layout in docs/contributing.md", () => {
  const described = describedPaths(layoutBlock());
  const actual = [
    ...["packages", "apps", "examples"].flatMap((parent) => foldersIn(parent).map((name) => `${parent}/${name}`)),
    "bench",
    "tooling",
    ...foldersIn("packages/server/src").map((name) => `packages/server/src/${name}`),
  ];

  it("describes every workspace and every layer of the server", () => {
    expect(actual.filter((path) => !described.includes(path))).toEqual([]);
  });

  it("describes nothing that is not in the tree", () => {
    expect(described.filter((path) => !actual.includes(path))).toEqual([]);
  });
});
