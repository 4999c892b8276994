import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

interface Chunk {
  type: "chunk";
  code: string;
  isEntry: boolean;
  imports: string[];
}

/**
 * Prints the JavaScript a first visit downloads (the entry chunk and everything it imports
 * statically), gzip-compressed, and fails the build when it exceeds the budget. Lazy chunks are
 * not counted: they load only when their page is opened.
 */
export function bundleBudget(options: { maxFirstLoadGzipBytes: number }): Plugin {
  return {
    name: "reservation-api:bundle-budget",
    apply: "build",
    generateBundle(_output, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const [fileName, item] of Object.entries(bundle)) if (item.type === "chunk") chunks.set(fileName, item);
      const firstLoad = new Set<string>();
      const visit = (fileName: string): void => {
        if (firstLoad.has(fileName)) return;
        firstLoad.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      };
      for (const [fileName, chunk] of chunks) if (chunk.isEntry) visit(fileName);
      const gzipBytes = [...firstLoad].reduce(
        (sum, fileName) => sum + gzipSync(chunks.get(fileName)?.code ?? "", { level: 9 }).length,
        0,
      );
      const line = `Dashboard first-load JS: ${kilobytes(gzipBytes)} KB gzip in ${firstLoad.size} file(s) (budget ${kilobytes(options.maxFirstLoadGzipBytes)} KB)`;
      if (gzipBytes > options.maxFirstLoadGzipBytes) this.error(`${line}: over budget`);
      console.log(line);
    },
  };
}

function kilobytes(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
