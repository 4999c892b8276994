import type { Browser, BrowserContext, Page } from "playwright-core";
import { startTestApi, type TestApi } from "../../support/test-api.js";
import { launchChromium } from "./chromium.js";

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 375, height: 812 } as const;

export interface BrowserHarness {
  api: TestApi;
  /** A fresh browser profile (own cookies) on a page of the dashboard's origin. */
  openPage(options?: { viewport?: { width: number; height: number } }): Promise<WatchedPage>;
  close(): Promise<void>;
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console lines where Chromium reports a Content-Security-Policy violation. */
  cspViolations: string[];
  /** Uncaught errors thrown by the page's scripts. */
  pageErrors: string[];
}

/**
 * A real API server on a private database (PostgreSQL with DATABASE_URL, PGlite otherwise)
 * serving the built dashboard, and Debian's Chromium to drive it. The server's clock is the
 * real time at start-up, so the browser and the server agree on cookie and session expiry.
 */
export async function startBrowserHarness(options: { env?: Record<string, string> } = {}): Promise<BrowserHarness> {
  const api = await startTestApi({ now: new Date().toISOString(), ...(options.env === undefined ? {} : { env: options.env }) });
  let browser: Browser;
  try {
    browser = await launchChromium();
  } catch (error) {
    await api.close();
    throw error;
  }
  const contexts: BrowserContext[] = [];
  return {
    api,
    async openPage(options = {}) {
      const context = await browser.newContext({ baseURL: api.url, viewport: options.viewport ?? DESKTOP });
      contexts.push(context);
      const page = await context.newPage();
      const watched: WatchedPage = { page, context, cspViolations: [], pageErrors: [] };
      page.on("console", (message) => {
        if (message.text().includes("Content Security Policy")) watched.cspViolations.push(message.text());
      });
      page.on("pageerror", (error) => watched.pageErrors.push(error.message));
      return watched;
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close();
      await api.close();
    },
  };
}
