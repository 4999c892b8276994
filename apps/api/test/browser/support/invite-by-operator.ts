import { issueInvitation, issuePasswordReset, findMemberByEmail, OPERATOR } from "@reservation-api/server";
import { dashboardSettingsFrom } from "../../../src/config/dashboard-settings.js";
import { loadConfig } from "../../../src/config/env.js";
import { runAdminCli } from "../../support/run-admin-cli.js";
import type { TestApi } from "../../support/test-api.js";

type Role = "admin" | "viewer";

/**
 * The operator's invitation link for a new dashboard user. With `via: "cli"` on PostgreSQL it comes
 * from the admin CLI run as its own process, exactly as an operator would; otherwise (and always on
 * PGlite, which allows one process only) from the service the CLI calls, which is much faster.
 */
export async function inviteByOperator(
  api: TestApi,
  merchantId: string,
  email: string,
  role: Role,
  options: { via?: "cli" | "service" } = {},
): Promise<string> {
  if (options.via === "cli" && api.databaseUrl !== undefined) {
    const run = await runAdminCli(["user", "invite", merchantId, "--email", email, "--role", role, "--json"], {
      DATABASE_URL: api.databaseUrl,
      PUBLIC_BASE_URL: api.url,
      LOG_LEVEL: "silent",
    });
    if (run.exitCode !== 0) throw new Error(`user invite failed (${run.exitCode}): ${run.stderr}`);
    return (JSON.parse(run.stdout) as { link: string }).link;
  }
  const issued = await issueInvitation(serviceDeps(api), settingsFor(api), { merchantId, email, role }, OPERATOR);
  return issued.link;
}

/** A password-reset link for an existing user, issued by the operator (service path). */
export async function passwordResetLink(api: TestApi, merchantId: string, email: string): Promise<string> {
  const member = await findMemberByEmail(serviceDeps(api), merchantId, email);
  const issued = await issuePasswordReset(serviceDeps(api), settingsFor(api), { merchantId, userId: member.id }, OPERATOR);
  return issued.link;
}

/** The path and query of a link, to open on the test server whatever host the link names. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

function serviceDeps(api: TestApi) {
  return { db: api.db, now: api.clock.now };
}

function settingsFor(api: TestApi) {
  return dashboardSettingsFrom(loadConfig({ PUBLIC_BASE_URL: api.url }));
}
