import { readFileSync } from "node:fs";
import { marked, type Token } from "marked";
import ts from "typescript";

export interface CodeBlock {
  /** The text of the nearest heading above the block. */
  heading: string;
  lang: string;
  code: string;
}

/** Every fenced code block of a Markdown file, in order, with the heading it sits under. */
export function codeBlocks(markdownFile: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  let heading = "";
  // walkTokens returns what the callbacks return: nothing here, since this one is synchronous.
  void marked.walkTokens(marked.lexer(readFileSync(markdownFile, "utf8")), (token: Token) => {
    if (token.type === "heading" && typeof token.text === "string") heading = token.text;
    if (token.type === "code" && typeof token.text === "string") {
      blocks.push({ heading, lang: typeof token.lang === "string" ? token.lang : "", code: `${token.text}\n` });
    }
  });
  return blocks;
}

/** The first block in `lang` under `heading`; throws when there is none, so a renamed section fails loudly. */
export function firstBlock(blocks: CodeBlock[], heading: string, lang: string): string {
  const block = blocks.find((candidate) => candidate.heading === heading && candidate.lang === lang);
  if (!block) throw new Error(`No \`\`\`${lang} block under the heading "${heading}"`);
  return block.code;
}

/** The non-null assertions (`value!`) in TypeScript source, as written. */
export function nonNullAssertions(code: string): string[] {
  const source = ts.createSourceFile("example.ts", code, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isNonNullExpression(node)) found.push(node.getText(source));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
