import { openDatabase } from "@reservation-api/db";
import { OPERATOR, addWebhookEndpoint } from "@reservation-api/server";
import { seedMerchants, type SeededMerchant } from "../shared/seed-platform.js";

export interface WebhookMerchants {
  /** Groups for the create rounds (without and with an endpoint) and the lag runs. */
  plain: SeededMerchant[];
  subscribed: SeededMerchant[];
  lagged: SeededMerchant[];
  /** The noisy neighbour's pair: A's endpoint answers, B's hangs. */
  quiet: SeededMerchant;
  noisy: SeededMerchant;
  noisyEndpointId: string;
}

/**
 * Seeds the merchants and subscribes their endpoints. Creates for one merchant take turns on its
 * lock (capacity and monthly cap), so each load is spread over a group of merchants, as a
 * platform's load is.
 */
export async function seedWebhookMerchants(
  databaseUrl: string,
  perGroup: number,
  receiverUrl: string,
  hangingUrl: string,
): Promise<WebhookMerchants> {
  const database = await openDatabase({ url: databaseUrl });
  try {
    const seeded = await seedMerchants(database.db, 3 * perGroup + 2, "Webhook bench", 10_000);
    const group = (index: number) => seeded.slice(index * perGroup, (index + 1) * perGroup);
    const [quiet, noisy] = seeded.slice(3 * perGroup);
    if (quiet === undefined || noisy === undefined) throw new Error("Seeding returned too few merchants");
    const deps = { db: database.db, now: () => new Date(), allowPrivateWebhookUrls: true };
    const subscribe = (merchant: SeededMerchant, endpointUrl: string) =>
      addWebhookEndpoint(deps, merchant.merchantId, OPERATOR, { url: endpointUrl, eventTypes: ["booking.created"] });
    const [plain, subscribed, lagged] = [group(0), group(1), group(2)];
    for (const merchant of [...subscribed, ...lagged, quiet]) await subscribe(merchant, receiverUrl);
    const noisyEndpoint = await subscribe(noisy, hangingUrl);
    return { plain, subscribed, lagged, quiet, noisy, noisyEndpointId: noisyEndpoint.id };
  } finally {
    await database.close();
  }
}
