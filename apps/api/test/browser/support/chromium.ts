import { accessSync, constants } from "node:fs";
import { chromium, type Browser } from "playwright-core";

const DEFAULT_CHROMIUM = "/usr/bin/chromium";

/** Debian's Chromium (or CHROMIUM_PATH), if it is installed; the browser tests skip without it. */
export const chromiumPath: string | undefined = findChromium();

export const chromiumMissingReason = `no Chromium at ${process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM} (set CHROMIUM_PATH, or apt-get install chromium)`;

const LAUNCH_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function launchChromium(): Promise<Browser> {
  if (chromiumPath === undefined) throw new Error(chromiumMissingReason);
  return chromium.launch({ executablePath: chromiumPath, args: LAUNCH_ARGS });
}

function findChromium(): string | undefined {
  const path = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM;
  try {
    accessSync(path, constants.X_OK);
    return path;
  } catch {
    return undefined;
  }
}
