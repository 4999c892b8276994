import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { gzipSync } from "node:zlib";
import { contentTypeOf, isCompressible } from "./content-types.js";

export interface StaticFile {
  contentType: string;
  body: Buffer;
  /** Present for text files: sent to clients that accept gzip. */
  gzipped: Buffer | undefined;
  etag: string;
}

export interface StaticSite {
  /** A file by its path below the site's root ("index.html", "assets/index-abc.js"); undefined when there is none. */
  file(relativePath: string): StaticFile | undefined;
}

/**
 * The files of a built folder, listed once at start-up. Only listed files are ever served, so no
 * request path (`..`, encoded slashes, symlinks added later) can reach anything else. Contents are
 * read and compressed on first use and then kept in memory: the folder is small and never changes
 * while the process runs.
 */
export function loadStaticSite(root: string): StaticSite {
  const paths = new Map<string, string>();
  for (const absolute of listFiles(root)) paths.set(relative(root, absolute).split(sep).join("/"), absolute);
  const loaded = new Map<string, StaticFile>();
  return {
    file(relativePath) {
      const absolute = paths.get(relativePath);
      if (absolute === undefined) return undefined;
      let file = loaded.get(relativePath);
      if (file === undefined) {
        file = readStaticFile(absolute);
        loaded.set(relativePath, file);
      }
      return file;
    },
  };
}

function readStaticFile(absolute: string): StaticFile {
  const body = readFileSync(absolute);
  const { size, mtimeMs } = statSync(absolute);
  return {
    contentType: contentTypeOf(absolute),
    body,
    gzipped: isCompressible(absolute) ? gzipSync(body, { level: 9 }) : undefined,
    etag: `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`,
  };
}

function listFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return listFiles(path);
    return entry.isFile() ? [path] : [];
  });
}
