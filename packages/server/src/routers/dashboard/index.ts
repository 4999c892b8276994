import { createDashboardRouter } from "../../trpc/dashboard-trpc.js";
import { activityRouter } from "./activity-router.js";
import { apiAccessRouter } from "./api-access-router.js";
import { authRouter } from "./auth-router.js";
import { bookingsRouter } from "./bookings-router.js";
import { restaurantRouter } from "./restaurant-router.js";
import { requestLogRouter } from "./request-log-router.js";
import { teamRouter } from "./team-router.js";
import { webhooksRouter } from "./webhooks-router.js";

/** The merchant dashboard's procedures, served at /dashboard/trpc behind a session cookie. */
export const dashboardRouter = createDashboardRouter({
  auth: authRouter,
  apiAccess: apiAccessRouter,
  team: teamRouter,
  activity: activityRouter,
  bookings: bookingsRouter,
  restaurant: restaurantRouter,
  requestLog: requestLogRouter,
  webhooks: webhooksRouter,
});

export type DashboardRouter = typeof dashboardRouter;
