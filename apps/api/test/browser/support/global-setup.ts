import { existsSync } from "node:fs";
import { chromiumMissingReason, chromiumPath } from "./chromium.js";

const BUILT_DASHBOARD = new URL("../../../../dashboard/dist/dashboard/index.html", import.meta.url);

/** Says once why the browser tests skip, and refuses to test a dashboard that was never built. */
export default function setup(): void {
  if (chromiumPath === undefined) {
    console.warn(`Browser tests skipped: ${chromiumMissingReason}.`);
    return;
  }
  if (!existsSync(BUILT_DASHBOARD)) {
    throw new Error(
      "The dashboard is not built: run `npx -y pnpm@10.34.8 test` (it builds it first) or `npx -y pnpm@10.34.8 build`.",
    );
  }
}
