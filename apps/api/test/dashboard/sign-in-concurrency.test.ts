import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { activityEvents } from "@reservation-api/db";
import { CSRF_HEADER, DASHBOARD_TRPC_PATH } from "@reservation-api/contract/dashboard";
import {
  dashboardClient,
  httpStatusOf,
  rejectionOf,
  signedInMember,
  type DashboardClient,
  resetToken,
} from "../support/dashboard-client.js";
import { fetchFromAddress } from "../support/fetch-from-address.js";
import { startTestApi, type TestApi } from "../support/test-api.js";

const MINUTE = 60_000;
const PER_ACCOUNT = 5;
const PER_ADDRESS = 20;
const PER_ACCOUNT_OVERALL = 12;
const WRONG = "definitely wrong password";
let api: TestApi;
let lastAddress = 10;

beforeAll(async () => {
  api = await startTestApi({
    env: {
      SIGN_IN_MAX_FAILURES_PER_ACCOUNT: String(PER_ACCOUNT),
      SIGN_IN_MAX_FAILURES_PER_ACCOUNT_OVERALL: String(PER_ACCOUNT_OVERALL),
      SIGN_IN_MAX_FAILURES_PER_ADDRESS: String(PER_ADDRESS),
      SIGN_IN_THROTTLE_WINDOW_MINUTES: "15",
      // One address's password checks run one at a time: on a loaded test machine a burst's last
      // ones may wait longer than the default deadline, and these tests count answers, not time.
      RESPONSE_TIMEOUT_MS: "60000",
    },
  });
});
afterAll(() => api.close());
afterEach(() => api.clock.advance(16 * MINUTE));

/** Another loopback address for each client, so one test's failures never count in another. */
function newClient(): DashboardClient {
  lastAddress += 1;
  return dashboardClient(api, { fromAddress: `127.0.0.${lastAddress}` });
}

/** The HTTP status each call was answered with (200 for a success). */
function statusesOf(calls: Promise<unknown>[]): Promise<number[]> {
  return Promise.all(calls.map(httpStatusOf));
}

const count = (statuses: number[], status: number) => statuses.filter((candidate) => candidate === status).length;

async function memberOfNewMerchant() {
  const merchant = await api.seedMerchant();
  return { merchantId: merchant.merchantId, ...(await signedInMember(api, merchant.merchantId)) };
}

describe("sign-in limits under concurrency", () => {
  it("refuses a batch of 200 sign-in calls whole, so none of its passwords is checked", async () => {
    const member = await memberOfNewMerchant();
    const calls = Array.from({ length: 200 }, (_, index) => ({
      email: member.email,
      password: index === 150 ? member.password : WRONG,
    }));
    const client = newClient();
    const response = await fetchFromAddress(`127.0.0.${lastAddress}`)(
      `${api.url}${DASHBOARD_TRPC_PATH}/${calls.map(() => "auth.signIn").join(",")}?batch=1`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", [CSRF_HEADER]: "1", Origin: new URL(api.url).origin },
        body: JSON.stringify(Object.fromEntries(calls.map((input, index) => [String(index), input]))),
      },
    );
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie()).toEqual([]);
    // Nothing was counted: the right password still signs in at once from the same address.
    await expect(client.trpc.auth.signIn.mutate({ email: member.email, password: member.password })).resolves.toBeDefined();
  });

  it("checks no more passwords than the limit for 50 parallel sign-ins of one account, then refuses the right one", async () => {
    const member = await memberOfNewMerchant();
    const client = newClient();
    const statuses = await statusesOf(
      Array.from({ length: 50 }, () => client.trpc.auth.signIn.mutate({ email: member.email, password: WRONG })),
    );
    expect(count(statuses, 401)).toBe(PER_ACCOUNT);
    expect(count(statuses, 429)).toBe(50 - PER_ACCOUNT);
    const late = await rejectionOf(client.trpc.auth.signIn.mutate({ email: member.email, password: member.password }));
    expect(late.data?.httpStatus).toBe(429);
    expect(Number(client.state.lastResponse?.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("checks no more passwords than the account-wide ceiling for 60 parallel sign-ins of one account from 60 addresses", async () => {
    const member = await memberOfNewMerchant();
    // Nothing in one process orders these (each has its own address): only the count in the database does.
    const statuses = await statusesOf(
      Array.from({ length: 60 }, (_, index) =>
        dashboardClient(api, { fromAddress: `127.0.1.${index + 1}` }).trpc.auth.signIn.mutate({
          email: member.email,
          password: WRONG,
        }),
      ),
    );
    expect(count(statuses, 401)).toBe(PER_ACCOUNT_OVERALL);
    expect(count(statuses, 429)).toBe(60 - PER_ACCOUNT_OVERALL);
  });

  it("writes exactly one activity entry for a throttled burst", async () => {
    const member = await memberOfNewMerchant();
    const client = newClient();
    await statusesOf(Array.from({ length: 50 }, () => client.trpc.auth.signIn.mutate({ email: member.email, password: WRONG })));
    const entries = await api.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.merchantId, member.merchantId), eq(activityEvents.action, "user.sign_in_throttled")));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.details).toMatchObject({ email: member.email, failures: PER_ACCOUNT });
  });

  it("holds the per-address limit over 200 parallel sign-ins with as many emails", async () => {
    const client = newClient();
    const statuses = await statusesOf(
      Array.from({ length: 200 }, (_, index) =>
        client.trpc.auth.signIn.mutate({ email: `spray-${index}@example.com`, password: WRONG }),
      ),
    );
    expect(count(statuses, 401)).toBe(PER_ADDRESS);
    expect(count(statuses, 429)).toBe(200 - PER_ADDRESS);
  });
});

describe("lockout that is no denial of service", () => {
  it("still signs an account in from another address after its failures from one address", async () => {
    const member = await memberOfNewMerchant();
    const attacker = newClient();
    for (let attempt = 0; attempt < PER_ACCOUNT; attempt++) {
      expect(
        (await rejectionOf(attacker.trpc.auth.signIn.mutate({ email: member.email, password: WRONG }))).data?.httpStatus,
      ).toBe(401);
    }
    const refused = await rejectionOf(attacker.trpc.auth.signIn.mutate({ email: member.email, password: member.password }));
    expect(refused.data?.httpStatus).toBe(429);
    await expect(newClient().trpc.auth.signIn.mutate({ email: member.email, password: member.password })).resolves.toBeDefined();
  });

  it("refuses every address once the account-wide ceiling is reached; a reset link still signs the owner in", async () => {
    const member = await memberOfNewMerchant();
    // PER_ACCOUNT_OVERALL (12) failures spread over three addresses, none past its own limit of 5.
    for (const failures of [5, 5, 2]) {
      const attacker = newClient();
      for (let attempt = 0; attempt < failures; attempt++) {
        expect(
          (await rejectionOf(attacker.trpc.auth.signIn.mutate({ email: member.email, password: WRONG }))).data?.httpStatus,
        ).toBe(401);
      }
    }
    const owner = newClient();
    const refused = await rejectionOf(owner.trpc.auth.signIn.mutate({ email: member.email, password: member.password }));
    expect(refused.data?.httpStatus).toBe(429);
    // As `pnpm admin user reset-password` (or another admin on the Team page) issues it.
    const token = await resetToken(api, member);
    await expect(owner.trpc.auth.acceptInvitation.mutate({ token, password: "a brand new password" })).resolves.toBeDefined();
  });
});

describe("changing the password", () => {
  it("counts wrong current passwords like sign-ins: 429 with Retry-After past the limit, each failure in the activity log", async () => {
    const member = await memberOfNewMerchant();
    const statuses = await statusesOf(
      Array.from({ length: 30 }, () =>
        member.trpc.auth.changePassword.mutate({ currentPassword: WRONG, newPassword: "a brand new password" }),
      ),
    );
    expect(count(statuses, 400)).toBe(PER_ACCOUNT);
    expect(count(statuses, 429)).toBe(30 - PER_ACCOUNT);
    const throttled = await rejectionOf(
      member.trpc.auth.changePassword.mutate({ currentPassword: member.password, newPassword: "a brand new password" }),
    );
    expect(throttled.data?.httpStatus).toBe(429);
    expect(Number(member.state.lastResponse?.headers.get("retry-after"))).toBeGreaterThan(0);
    const failures = await api.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.merchantId, member.merchantId), eq(activityEvents.action, "user.password_change_failed")));
    expect(failures).toHaveLength(PER_ACCOUNT);
    expect(failures[0]?.actorUserId).toBe(member.userId);
  });
});

describe("a bystander during a burst", () => {
  it("signs in from another address within a second while one address sends 600 sign-ins at once", async () => {
    const member = await memberOfNewMerchant();
    const attacker = newClient();
    // The bystander's browser has its connection open already, as a browser keeps one: how fast
    // a server accepts new connections under a flood is a matter for the proxy in front of it.
    const bystander = newClient();
    await bystander.trpc.auth.session.query();
    let burstSettled = false;
    const burst = statusesOf(
      Array.from({ length: 600 }, (_, index) =>
        attacker.trpc.auth.signIn.mutate({ email: `burst-${index}@example.com`, password: WRONG }),
      ),
    ).finally(() => (burstSettled = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    await bystander.trpc.auth.signIn.mutate({ email: member.email, password: member.password });
    const tookMs = performance.now() - started;
    expect(burstSettled).toBe(false);
    const statuses = await burst;
    expect(tookMs).toBeLessThan(1000);
    expect(count(statuses, 401)).toBe(PER_ADDRESS);
  });
});
