import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dashboardClient, rejectionOf, signedInMember } from "../support/dashboard-client.js";
import { spawnApi, type SpawnedApi } from "../support/spawned-api.js";
import { startTestApi, type TestApi } from "../support/test-api.js";

const PER_ACCOUNT = 5;
const WRONG = "definitely wrong password";

// Several processes can only share a real PostgreSQL server: PGlite lives inside one process.
describe.runIf(process.env.DATABASE_URL)("sign-in limits across two API processes [PostgreSQL only: set DATABASE_URL]", () => {
  let api: TestApi;
  let processes: SpawnedApi[] = [];

  beforeAll(async () => {
    api = await startTestApi();
    const env = { DATABASE_URL: api.databaseUrl!, SIGN_IN_MAX_FAILURES_PER_ACCOUNT: String(PER_ACCOUNT) };
    processes = await Promise.all([spawnApi(env), spawnApi(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(processes.map((spawned) => spawned.stop("SIGKILL")));
    await api?.close();
  });

  it("check no more passwords than the limit for one account, whichever process each attempt reaches", async () => {
    const merchant = await api.seedMerchant();
    const member = await signedInMember(api, merchant.merchantId);
    // One client address, its attempts spread over both processes.
    const clients = processes.map((spawned) => dashboardClient(spawned, { fromAddress: "127.0.0.7" }));
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        (clients[index % clients.length] ?? clients[0]!).trpc.auth.signIn.mutate({ email: member.email, password: WRONG }).then(
          () => 200,
          (error) => error.data?.httpStatus as number,
        ),
      ),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(PER_ACCOUNT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - PER_ACCOUNT);
    for (const client of clients) {
      const refused = await rejectionOf(client.trpc.auth.signIn.mutate({ email: member.email, password: member.password }));
      expect(refused.data?.httpStatus).toBe(429);
    }
  });
});
