import { mkdirSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { DESKTOP, PHONE } from "./browser-harness.js";

/** Set to a folder to keep a full-page PNG of every audited page and state (for looking at them). */
const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR;

export interface AuditFinding {
  state: string;
  rule: string;
  impact: string;
  targets: string[];
}

/**
 * Runs axe on the page as it is now and returns its serious and critical violations; with
 * SCREENSHOTS_DIR set, also saves a screenshot named after the state.
 */
export async function auditPage(page: Page, state: string): Promise<AuditFinding[]> {
  if (SCREENSHOTS_DIR !== undefined) {
    mkdirSync(SCREENSHOTS_DIR, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS_DIR, `${state}.png`), fullPage: true });
  }
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      state,
      rule: violation.id,
      impact: violation.impact ?? "",
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
}

/** The widths every page is audited at: a laptop and a phone. */
export const AUDIT_WIDTHS = [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const;

export interface AuditTrail {
  /** Every serious or critical finding so far, named `${state}-${width}`. */
  findings: AuditFinding[];
  /** A function property, so it can be taken out of the trail and passed on. */
  audit: (page: Page, state: string) => Promise<void>;
}

/** Collects the audits of one walk through the pages at one width. */
export function auditTrail(width: string): AuditTrail {
  const findings: AuditFinding[] = [];
  return {
    findings,
    audit: async (page, state) => {
      findings.push(...(await auditPage(page, `${state}-${width}`)));
    },
  };
}
