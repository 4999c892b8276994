import { z } from "zod";
import { answeredIntegerSchema, localDateSchema, localTimeSchema, queryIntegerSchema } from "./primitives.js";

export const availabilityQuerySchema = z.object({
  date: localDateSchema,
  partySize: queryIntegerSchema({
    min: 1,
    description:
      "Party size, an integer >= 1. Outside the restaurant's `minPartySize`-`maxPartySize` the answer is 200 with both lists empty.",
    example: 2,
  }),
});

export const availabilityResultSchema = z
  .object({
    availableSlots: z.array(localTimeSchema).meta({ description: "Start times open for the party size." }),
    fullSlots: z
      .array(localTimeSchema)
      .meta({ description: "Start times that exist and are bookable in time but cannot take the party size." }),
    timezone: z.string().meta({ description: "IANA time zone of the restaurant.", example: "Europe/London" }),
    minPartySize: answeredIntegerSchema({ min: 1 }).meta({ description: "The smallest party the restaurant books.", example: 1 }),
    maxPartySize: answeredIntegerSchema({ min: 1 }).meta({ description: "The largest party the restaurant books.", example: 8 }),
  })
  .meta({ id: "AvailabilityResult" });

export type AvailabilityQuery = z.input<typeof availabilityQuerySchema>;
export type AvailabilityResult = z.infer<typeof availabilityResultSchema>;
