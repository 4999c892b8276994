import { API_BASE_PATH, availabilityQuerySchema, availabilityResultSchema } from "@reservation-api/contract";
import { merchantProcedure } from "../middleware/procedures.js";
import { merchantRequestHeaders } from "../openapi/request-headers.js";
import { getAvailability } from "../services/bookings/get-availability.js";
import { createRouter } from "../trpc/trpc.js";
import type { OperationId } from "../openapi/operation-ids.js";

export const availabilityRouter = createRouter({
  get: merchantProcedure
    .meta({
      openapi: {
        method: "GET",
        path: `${API_BASE_PATH}/availability`,
        operationId: "getAvailability" satisfies OperationId,
        tags: ["availability"],
        requestHeaders: merchantRequestHeaders,
        summary: "Open and full start times for a date and party size",
        description: [
          "Slots are every 15-minute start from a service period's opening to its last seating (closing minus the seating duration), in the restaurant's time zone.",
          "`availableSlots` can take the party; `fullSlots` exist and are bookable in time but cannot. Slots in the past, inside the minimum advance window or beyond the booking horizon are in neither list.",
          "A party size outside min/max, a closed day, or a restaurant not accepting bookings gives 200 with both lists empty; the result still carries `minPartySize`/`maxPartySize`.",
          "On a DST change day, local times that do not exist are not slots; times that occur twice mean the earlier instant.",
        ].join("\n\n"),
      },
    })
    .input(availabilityQuerySchema)
    .output(availabilityResultSchema)
    .query(({ ctx, input }) => getAvailability(ctx.deps, ctx.access, input)),
});
