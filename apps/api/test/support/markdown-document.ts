import { readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import GithubSlugger from "github-slugger";
import { marked, type Token, type Tokens } from "marked";

export const REPO_ROOT = fileURLToPath(new URL("../../../..", import.meta.url));

/** One Markdown file as the checks need it: its text, the targets it links to, and its headings' anchors. */
export interface MarkdownDocument {
  /** Path from the repository root, e.g. `docs/api.md`. */
  path: string;
  text: string;
  /** Every link and image target, as written (`../bench/RESULTS.md#x`, `#events`, `https://...`). */
  targets: string[];
  /** The anchors GitHub gives the headings, in order (`error-codes`, and `a-1` for a second "A"). */
  anchors: string[];
  tokens: Token[];
}

export function readMarkdown(pathFromRoot: string): MarkdownDocument {
  const text = readFileSync(join(REPO_ROOT, pathFromRoot), "utf8");
  // A lexer, not a regex: links inside code blocks and code spans are text, not links.
  const tokens = marked.lexer(text);
  const targets: string[] = [];
  const headings: string[] = [];
  // walkTokens returns what the callbacks return: nothing here, since this one is synchronous.
  void marked.walkTokens(tokens, (token) => {
    if (token.type === "link" || token.type === "image") targets.push((token as Tokens.Link | Tokens.Image).href);
    if (token.type === "heading") headings.push(plainText((token as Tokens.Heading).tokens));
  });
  const slugger = new GithubSlugger();
  return { path: pathFromRoot, text, targets, anchors: headings.map((heading) => slugger.slug(heading)), tokens };
}

/** The text a reader sees in inline tokens (GitHub builds anchors from it: no backticks, no link targets). */
function plainText(tokens: Token[]): string {
  return tokens
    .map((token) => {
      if ("tokens" in token && Array.isArray(token.tokens)) return plainText(token.tokens);
      return "text" in token && typeof token.text === "string" ? token.text : "";
    })
    .join("");
}

/** Where a relative target points: the file (from the repository root) and the anchor, if any. */
export function resolveTarget(fromPath: string, target: string): { file: string; anchor: string | undefined } {
  const [pathPart = "", anchor] = target.split("#", 2);
  const file = pathPart === "" ? fromPath : relative(REPO_ROOT, join(REPO_ROOT, dirname(fromPath), decodeURI(pathPart)));
  return { file, anchor: anchor === undefined || anchor === "" ? undefined : decodeURIComponent(anchor) };
}

export function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target);
}

/** The rows of the first table that follows the heading with this anchor, as arrays of cell text. */
export function tableUnder(document: MarkdownDocument, anchor: string): string[][] {
  const slugger = new GithubSlugger();
  let inSection = false;
  for (const token of document.tokens) {
    if (token.type === "heading") inSection = slugger.slug(plainText((token as Tokens.Heading).tokens)) === anchor;
    if (inSection && token.type === "table") {
      return (token as Tokens.Table).rows.map((row) => row.map((cell) => plainText(cell.tokens)));
    }
  }
  throw new Error(`${document.path} has no table under #${anchor}`);
}
