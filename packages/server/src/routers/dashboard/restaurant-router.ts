import { restaurantSettingsViewSchema } from "@reservation-api/contract/dashboard";
import { createDashboardRouter } from "../../trpc/dashboard-trpc.js";
import { sessionProcedure } from "../../middleware/dashboard-procedures.js";
import { getRestaurantSettings } from "../../services/get-restaurant-settings.js";

export const restaurantRouter = createDashboardRouter({
  /** The session's restaurant settings, read only; viewers and admins alike. */
  settings: sessionProcedure
    .output(restaurantSettingsViewSchema)
    .query(({ ctx }) => getRestaurantSettings(ctx.deps, ctx.session.merchantId)),
});
