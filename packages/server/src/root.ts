import { availabilityRouter } from "./routers/availability-router.js";
import { bookingsRouter } from "./routers/bookings-router.js";
import { createRouter } from "./trpc/trpc.js";

export const appRouter = createRouter({
  availability: availabilityRouter,
  bookings: bookingsRouter,
});

export type AppRouter = typeof appRouter;
