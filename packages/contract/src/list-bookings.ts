import { z } from "zod";
import { BOOKING_STATUSES, bookingSchema, type BookingStatus } from "./booking.js";
import { answeredIntegerSchema, localDateSchema, queryIntegerSchema, uuidSchema } from "./primitives.js";

export const LIST_LIMIT_DEFAULT = 50;
export const LIST_LIMIT_MAX = 200;
export const LIST_RANGE_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

const isBookingStatus = (item: string): item is BookingStatus => (BOOKING_STATUSES as readonly string[]).includes(item);

const ONE_STATUS = `\\s*(?:${BOOKING_STATUSES.join("|")})\\s*`;
const STATUS_LIST_PATTERN = `^${ONE_STATUS}(?:,${ONE_STATUS})*$`;

/** `pending,checked-in` -> ["pending", "checked-in"]; every item must be a known status. */
const statusListSchema = z
  .string()
  .transform((text, context) => {
    const items = [...new Set(text.split(",").map((item) => item.trim()))];
    const unknown = items.filter((item) => !isBookingStatus(item));
    if (unknown.length > 0) {
      context.addIssue({
        code: "custom",
        message: `Unknown status ${unknown.map((item) => `"${item}"`).join(", ")}; expected a comma-separated list of ${BOOKING_STATUSES.join(", ")}`,
      });
      return z.NEVER;
    }
    return items.filter(isBookingStatus);
  })
  .meta({
    description: `Comma-separated statuses to include: ${BOOKING_STATUSES.join(", ")}. Repeats are ignored.`,
    example: "pending,checked-in",
    // The pattern a schema-driven client checks: one or more known statuses, comma-separated.
    override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
      jsonSchema.pattern = STATUS_LIST_PATTERN;
    },
  });

export const listBookingsQuerySchema = z
  .object({
    startDate: localDateSchema.meta({
      description: "First restaurant-local date, inclusive, YYYY-MM-DD from 1900-01-01 to 2999-12-31.",
      example: "2026-05-01",
    }),
    endDate: localDateSchema.meta({
      description: `Last restaurant-local date, inclusive, YYYY-MM-DD from 1900-01-01 to 2999-12-31. Must not be before \`startDate\`, and the range may span at most ${LIST_RANGE_MAX_DAYS} days.`,
      example: "2026-05-31",
    }),
    status: statusListSchema.optional(),
    cursor: uuidSchema.optional().meta({ description: "`pagination.nextCursor` of the previous page." }),
    limit: queryIntegerSchema({
      min: 1,
      max: LIST_LIMIT_MAX,
      description: `Page size, 1-${LIST_LIMIT_MAX}, default ${LIST_LIMIT_DEFAULT}.`,
      example: LIST_LIMIT_DEFAULT,
    }).optional(),
  })
  .superRefine((query, context) => {
    const days = (Date.parse(query.endDate) - Date.parse(query.startDate)) / DAY_MS;
    if (days < 0) {
      context.addIssue({ code: "custom", path: ["endDate"], message: "endDate must not be before startDate" });
    } else if (days + 1 > LIST_RANGE_MAX_DAYS) {
      context.addIssue({
        code: "custom",
        path: ["endDate"],
        message: `The date range may span at most ${LIST_RANGE_MAX_DAYS} days`,
      });
    }
  });

export const paginationSchema = z.object({
  nextCursor: z.string().nullable().meta({ description: "Pass as `cursor` for the next page; null on the last page." }),
  hasMore: z.boolean(),
  limit: answeredIntegerSchema({ min: 1, max: LIST_LIMIT_MAX }).meta({
    description: "The page size used.",
    example: LIST_LIMIT_DEFAULT,
  }),
  total: answeredIntegerSchema({ min: 0 }).meta({
    description: "Bookings matching the date range and status filter, across all pages.",
  }),
});

export const listBookingsResultSchema = z
  .object({ bookings: z.array(bookingSchema), pagination: paginationSchema })
  .meta({ id: "BookingList" });

export type ListBookingsQuery = {
  startDate: string;
  endDate: string;
  /** Sent as a comma-separated list. */
  status?: BookingStatus[] | string;
  cursor?: string;
  limit?: number | string;
};
export type ListBookingsResult = z.infer<typeof listBookingsResultSchema>;
export type Pagination = z.infer<typeof paginationSchema>;
