import { HEADER } from "@reservation-api/contract";
import { z } from "zod";

/** Headers every operation takes besides Authorization (which the bearer security scheme covers). */
export const merchantRequestHeaders = z.object({
  [HEADER.merchantId]: z.uuid().meta({ description: "The merchant's id, shown beside the API key on the dashboard." }),
  [HEADER.requestId]: z.string().optional().meta({
    description:
      "Your own trace id, echoed in the response when it is 1-128 characters of [A-Za-z0-9._:-] and not shaped like an API key (rsv_live_...); otherwise the server issues its own.",
  }),
});

/** Create also needs its idempotency key. */
export const createBookingRequestHeaders = merchantRequestHeaders.extend({
  [HEADER.idempotencyKey]: z
    .uuid()
    .meta({ description: "A UUID made once per booking attempt and reused on every retry of that attempt." }),
});

/** Reading one booking may ask for a 304 while it is unchanged. */
export const getBookingRequestHeaders = merchantRequestHeaders.extend({
  [HEADER.ifNoneMatch]: z.string().optional().meta({
    description: "The booking's ETag from an earlier read: while it is still current the answer is 304 with no body.",
  }),
});

/** A change may be made conditional on the version read. */
export const updateBookingRequestHeaders = merchantRequestHeaders.extend({
  [HEADER.ifMatch]: z.string().optional().meta({
    description:
      "The booking's ETag from a GET or an earlier change: the change applies only while it is current, otherwise 412 PRECONDITION_FAILED and nothing changes.",
  }),
});
