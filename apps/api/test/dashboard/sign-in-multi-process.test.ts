import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dashboardClient, httpStatusOf, rejectionOf, signedInMember } from "../support/dashboard-client.js";
import { spawnApi, type SpawnedApi } from "../support/spawned-api.js";
import { startTestApi, type TestApi } from "../support/test-api.js";
import { present } from "@reservation-api/test-support";

const PER_ACCOUNT = 5;
const PER_ACCOUNT_OVERALL = 12;
const WRONG = "definitely wrong password";

// Several processes can only share a real PostgreSQL server: PGlite lives inside one process.
describe.runIf(process.env.DATABASE_URL)("sign-in limits across two API processes [PostgreSQL only: set DATABASE_URL]", () => {
  let api: TestApi;
  let processes: SpawnedApi[] = [];

  beforeAll(async () => {
    api = await startTestApi();
    const env = {
      DATABASE_URL: present(api.databaseUrl),
      SIGN_IN_MAX_FAILURES_PER_ACCOUNT: String(PER_ACCOUNT),
      SIGN_IN_MAX_FAILURES_PER_ACCOUNT_OVERALL: String(PER_ACCOUNT_OVERALL),
    };
    processes = await Promise.all([spawnApi(env), spawnApi(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(processes.map((spawned) => spawned.stop("SIGKILL")));
    await api?.close();
  });

  /** 60 wrong sign-ins for the account at once, spread over both processes, from the address each index names. */
  async function failedSignIns(email: string, addressOf: (index: number) => string): Promise<number[]> {
    return Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        httpStatusOf(
          dashboardClient(present(processes[index % processes.length]), {
            fromAddress: addressOf(index),
          }).trpc.auth.signIn.mutate({
            email,
            password: WRONG,
          }),
        ),
      ),
    );
  }

  it("checks no more passwords than the limit for one account and address, whichever process each attempt reaches", async () => {
    const member = await signedInMember(api, (await api.seedMerchant()).merchantId);
    const statuses = await failedSignIns(member.email, () => "127.0.0.7");
    expect(statuses.filter((status) => status === 401)).toHaveLength(PER_ACCOUNT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - PER_ACCOUNT);
    for (const spawned of processes) {
      const client = dashboardClient(spawned, { fromAddress: "127.0.0.7" });
      const refused = await rejectionOf(client.trpc.auth.signIn.mutate({ email: member.email, password: member.password }));
      expect(refused.data?.httpStatus).toBe(429);
    }
  });

  it("checks no more passwords than the account-wide ceiling when every attempt has its own address", async () => {
    const member = await signedInMember(api, (await api.seedMerchant()).merchantId);
    const statuses = await failedSignIns(member.email, (index) => `127.0.2.${index + 1}`);
    expect(statuses.filter((status) => status === 401)).toHaveLength(PER_ACCOUNT_OVERALL);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - PER_ACCOUNT_OVERALL);
  });
});
