import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createMigratedPgliteDataDir } from "@reservation-api/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, dashboardClient, rejectionOf } from "../support/dashboard-client.js";
import { runAdminCli } from "../support/run-admin-cli.js";
import { COMPILED_API_ENTRY, spawnApi } from "../support/spawned-api.js";
import { startTestApi, type TestApi } from "../support/test-api.js";

const PUBLIC_BASE_URL = "http://dashboard.example.test";
const UNKNOWN_MERCHANT = "00000000-0000-4000-8000-000000000000";
// Each CLI run is a process that opens the database: slow on a loaded machine.
const CLI_TEST_TIMEOUT_MS = 600_000;

let api: TestApi;
let scratch: string;
let cliEnv: Record<string, string>;

beforeAll(async () => {
  api = await startTestApi();
  scratch = mkdtempSync(join(tmpdir(), "admin-cli-users-"));
  // PGlite data cannot be shared between processes at once: the CLI and the spawned API take turns.
  const database = api.databaseUrl
    ? { DATABASE_URL: api.databaseUrl }
    : { DATABASE_URL: "", PGLITE_DATA_DIR: join(scratch, "pglite") };
  cliEnv = { ...database, INIT_CWD: scratch, PUBLIC_BASE_URL, LOG_LEVEL: "silent" };
  if (cliEnv.PGLITE_DATA_DIR) await createMigratedPgliteDataDir(cliEnv.PGLITE_DATA_DIR);
});
afterAll(async () => {
  await api.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function admin(...args: string[]) {
  const run = await runAdminCli(args, cliEnv);
  return run;
}

async function adminJson<Result>(...args: string[]): Promise<Result> {
  const run = await admin(...args, "--json");
  expect(run.exitCode, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as Result;
}

/**
 * The real server on the CLI's database, for as long as `work` runs: the compiled one, which the
 * CLI's launcher builds with the CLI (`--help` only makes sure that build is fresh), because
 * compiling the sources at each start cost this file more CPU than its tests.
 */
async function withServer<Result>(work: (url: string) => Promise<Result>): Promise<Result> {
  expect((await admin("--help")).exitCode).toBe(0);
  const server = await spawnApi({ ...cliEnv, LOG_LEVEL: "info" }, 30_000, COMPILED_API_ENTRY);
  try {
    return await work(server.url);
  } finally {
    await server.stop();
  }
}

function tokenOf(link: string): string {
  return new URL(link).searchParams.get("token") ?? "";
}

describe("admin CLI user commands", () => {
  it(
    "invite prints a one-time link on the public URL; the invitee joins, and the operator's actions are in the activity log",
    async () => {
      const merchant = await adminJson<{ merchantId: string }>("merchant", "create", "--name", "CLI users");
      const invited = await adminJson<{ link: string; expiresAt: string; role: string }>(
        "user",
        "invite",
        merchant.merchantId,
        "--email",
        "Owner@Example.com",
        "--role",
        "admin",
      );
      expect(invited.link.startsWith(`${PUBLIC_BASE_URL}/dashboard/accept-invite?token=`)).toBe(true);
      expect(invited.role).toBe("admin");
      const human = await admin("user", "invite", merchant.merchantId, "--email", "second@example.com", "--role", "viewer");
      expect(human.exitCode, human.stderr).toBe(0);
      expect(human.stdout).toContain(`${PUBLIC_BASE_URL}/dashboard/accept-invite?token=`);
      const secondLink = /(http\S+)/.exec(human.stdout)?.[1] ?? "";
      expect((await admin("key", "rotate", merchant.merchantId)).exitCode).toBe(0);

      await withServer(async (url) => {
        const owner = dashboardClient({ url }, { origin: PUBLIC_BASE_URL });
        await owner.trpc.auth.acceptInvitation.mutate({
          token: tokenOf(invited.link),
          displayName: "Owner",
          password: TEST_PASSWORD,
        });
        const again = dashboardClient({ url }, { origin: PUBLIC_BASE_URL });
        expect(
          (
            await rejectionOf(
              again.trpc.auth.acceptInvitation.mutate({
                token: tokenOf(invited.link),
                displayName: "X",
                password: TEST_PASSWORD,
              }),
            )
          ).data?.code,
        ).toBe("NOT_FOUND");
        await dashboardClient({ url }, { origin: PUBLIC_BASE_URL }).trpc.auth.acceptInvitation.mutate({
          token: tokenOf(secondLink),
          displayName: "Second",
          password: TEST_PASSWORD,
        });
        const log = await owner.trpc.activity.list.query({ limit: 200 });
        const lines = log.items.map((item) => `${item.action} by ${item.actor}`);
        expect(lines).toEqual(
          expect.arrayContaining([
            "key.rotated by operator",
            "key.revealed by operator",
            "user.invited by operator",
            "user.joined by Owner",
          ]),
        );
      });

      const { members } = await adminJson<{ members: Array<{ email: string; role: string; displayName: string }> }>(
        "user",
        "list",
        merchant.merchantId,
      );
      expect(members.map((member) => [member.email, member.role, member.displayName])).toEqual([
        ["owner@example.com", "admin", "Owner"],
        ["second@example.com", "viewer", "Second"],
      ]);

      const reset = await adminJson<{ link: string }>("user", "reset-password", merchant.merchantId, "owner@example.com");
      expect(reset.link.startsWith(`${PUBLIC_BASE_URL}/dashboard/accept-invite?token=`)).toBe(true);
      await withServer(async (url) => {
        const owner = dashboardClient({ url }, { origin: PUBLIC_BASE_URL });
        expect(await owner.trpc.auth.invitation.query({ token: tokenOf(reset.link) })).toMatchObject({
          kind: "reset",
          email: "owner@example.com",
        });
        await owner.trpc.auth.acceptInvitation.mutate({ token: tokenOf(reset.link), password: "a new owner password" });
        await expect(
          owner.trpc.auth.signIn.mutate({ email: "owner@example.com", password: "a new owner password" }),
        ).resolves.toBeDefined();
      });

      const lastAdmin = await admin("user", "remove", merchant.merchantId, "owner@example.com");
      expect(lastAdmin.exitCode).toBe(1);
      expect(lastAdmin.stderr).toMatch(/last admin/);
      const removed = await adminJson<{ removed: { email: string } }>(
        "user",
        "remove",
        merchant.merchantId,
        "second@example.com",
      );
      expect(removed.removed.email).toBe("second@example.com");
      expect((await adminJson<{ members: unknown[] }>("user", "list", merchant.merchantId)).members).toHaveLength(1);
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it(
    "list shows pending invitations; uninvite withdraws them, the link is refused, and the activity log says so",
    async () => {
      const merchant = await adminJson<{ merchantId: string }>("merchant", "create", "--name", "CLI uninvite");
      const withdrawnLater = await adminJson<{ link: string }>(
        "user",
        "invite",
        merchant.merchantId,
        "--email",
        "gone@example.com",
        "--role",
        "admin",
      );
      const kept = await adminJson<{ link: string }>(
        "user",
        "invite",
        merchant.merchantId,
        "--email",
        "kept@example.com",
        "--role",
        "admin",
      );
      const listed = await adminJson<{
        members: unknown[];
        invitations: Array<{ email: string; role: string; invitedBy: string }>;
      }>("user", "list", merchant.merchantId);
      expect(listed.members).toEqual([]);
      expect(listed.invitations.map((invitation) => [invitation.email, invitation.role, invitation.invitedBy])).toEqual([
        ["gone@example.com", "admin", "operator"],
        ["kept@example.com", "admin", "operator"],
      ]);
      const human = await admin("user", "list", merchant.merchantId);
      expect(human.stdout).toMatch(/Pending invitations:\n\s*gone@example\.com\s+admin\s+invited by operator/);

      const uninvited = await adminJson<{ withdrawn: Array<{ email: string; role: string }> }>(
        "user",
        "uninvite",
        merchant.merchantId,
        "Gone@Example.com",
      );
      expect(uninvited.withdrawn).toEqual([{ email: "gone@example.com", role: "admin" }]);
      const again = await admin("user", "uninvite", merchant.merchantId, "gone@example.com");
      expect(again.exitCode).toBe(1);
      expect(again.stderr).toMatch(/No pending invitation for gone@example.com/);
      expect(
        (await adminJson<{ invitations: Array<{ email: string }> }>("user", "list", merchant.merchantId)).invitations.map(
          (invitation) => invitation.email,
        ),
      ).toEqual(["kept@example.com"]);

      await withServer(async (url) => {
        const refused = await rejectionOf(
          dashboardClient({ url }, { origin: PUBLIC_BASE_URL }).trpc.auth.acceptInvitation.mutate({
            token: tokenOf(withdrawnLater.link),
            displayName: "Gone",
            password: TEST_PASSWORD,
          }),
        );
        expect(refused.data?.code).toBe("NOT_FOUND");
        expect(refused.message).toMatch(/withdrawn/);
        const owner = dashboardClient({ url }, { origin: PUBLIC_BASE_URL });
        await owner.trpc.auth.acceptInvitation.mutate({
          token: tokenOf(kept.link),
          displayName: "Kept",
          password: TEST_PASSWORD,
        });
        const log = await owner.trpc.activity.list.query({ limit: 200 });
        expect(log.items.map((item) => `${item.action} ${String(item.details.email)} by ${item.actor}`)).toContain(
          "user.invitation_withdrawn gone@example.com by operator",
        );
      });
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it(
    "reports bad input in one line with a non-zero exit, never a stack",
    async () => {
      const cases = [
        { args: ["user", "invite", UNKNOWN_MERCHANT, "--email", "not-an-email"], message: /Not an email address/ },
        {
          args: ["user", "invite", UNKNOWN_MERCHANT, "--email", "a@example.com", "--role", "owner"],
          message: /--role must be one of admin, viewer/,
        },
        { args: ["user", "invite", UNKNOWN_MERCHANT, "--email", "a@example.com"], message: /No merchant/ },
        { args: ["user", "reset-password", UNKNOWN_MERCHANT, "nobody@example.com"], message: /No member nobody@example.com/ },
        { args: ["user", "uninvite", UNKNOWN_MERCHANT, "nobody@example.com"], message: /No merchant/ },
      ];
      for (const { args, message } of cases) {
        const run = await admin(...args);
        expect(run.exitCode, run.stdout).not.toBe(0);
        expect(run.stderr).toMatch(message);
        expect(run.stderr).not.toMatch(/\n\s+at /);
      }
    },
    CLI_TEST_TIMEOUT_MS,
  );
});
