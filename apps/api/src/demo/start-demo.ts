import {
  addDays,
  localDateOf,
  showMerchant,
  type DashboardSettings,
  type RestaurantSettings,
  type ServiceDeps,
} from "@reservation-api/server";
import { demoBanner, type DemoBannerFacts } from "./demo-banner.js";
import { ensureDemoDashboardUser, type DemoDashboardUser } from "./demo-dashboard-user.js";
import { DEMO_MERCHANT_NAME, ensureDemoMerchant, type DemoMerchant } from "./demo-merchant.js";
import { firstDateWithDinner, makeSampleApiCalls } from "./sample-api-calls.js";
import { SAMPLE_FIRST_DAY_OFFSET, SAMPLE_LAST_DAY_OFFSET } from "./sample-bookings-plan.js";
import { seedSampleBookings } from "./seed-sample-bookings.js";

/** What the demo is readied on: the running API, its database and the settings it runs with. */
export interface DemoSurroundings {
  apiUrl: string;
  port: number;
  deps: ServiceDeps;
  dashboardSettings: DashboardSettings;
  /** The embedded database's folder; undefined on PostgreSQL. */
  dataDir: string | undefined;
  allowPrivateWebhookUrls: boolean;
}

/**
 * Readies the demo on the running API and returns its banner: the demo merchant and admin (made
 * on the first start, kept on later ones), and on the first start only, the sample bookings and
 * a few API calls for the request log.
 */
export async function prepareDemo(surroundings: DemoSurroundings): Promise<string> {
  const { deps, apiUrl } = surroundings;
  const merchant = await ensureDemoMerchant(deps);
  const user = await ensureDemoDashboardUser(deps, surroundings.dashboardSettings, merchant.merchantId);
  const { settings } = await showMerchant(deps, merchant.merchantId);
  const now = deps.now();
  const facts: DemoBannerFacts = {
    apiUrl,
    port: surroundings.port,
    dataDir: surroundings.dataDir,
    merchantName: DEMO_MERCHANT_NAME,
    merchantId: merchant.merchantId,
    key: merchant.key,
    seeded: merchant.created ? await seedSample(deps, apiUrl, merchant, user, settings) : undefined,
    bookableDate: firstDateWithDinner(settings, now),
    dashboard: { email: user.email, password: user.password },
    allowPrivateWebhookUrls: surroundings.allowPrivateWebhookUrls,
  };
  return demoBanner(facts);
}

/** The first start's sample: bookings through the services, then calls through the API itself. */
async function seedSample(
  deps: ServiceDeps,
  apiUrl: string,
  merchant: DemoMerchant,
  user: DemoDashboardUser,
  settings: RestaurantSettings,
): Promise<DemoBannerFacts["seeded"]> {
  const now = deps.now();
  const bookings = await seedSampleBookings(deps, { merchantId: merchant.merchantId, settings }, user.actor);
  const apiCalls = merchant.key.issued
    ? await makeSampleApiCalls(apiUrl, { merchantId: merchant.merchantId, apiKey: merchant.key.apiKey, settings }, now)
    : 0;
  const today = localDateOf(now, settings.timezone);
  return {
    bookings,
    firstDate: addDays(today, SAMPLE_FIRST_DAY_OFFSET),
    lastDate: addDays(today, SAMPLE_LAST_DAY_OFFSET),
    apiCalls,
  };
}
