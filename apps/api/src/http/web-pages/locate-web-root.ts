import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * Where the built dashboard and reference pages are: beside the production bundle
 * (`apps/api/dist/web`, copied there by tsup), or in the dashboard's own build folder when the
 * API runs from source (`pnpm demo`, tests). Undefined when neither has been built.
 */
export function locateWebRoot(): string | undefined {
  const candidates = [new URL("./web/", import.meta.url), new URL("../../../../dashboard/dist/", import.meta.url)];
  const found = candidates.find((candidate) => existsSync(new URL("dashboard/index.html", candidate)));
  return found === undefined ? undefined : fileURLToPath(found);
}
