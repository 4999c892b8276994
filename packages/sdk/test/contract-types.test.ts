import type {
  AvailabilityResult,
  Booking as ContractBooking,
  BookingChanges as ContractBookingChanges,
  BookingWithoutLocalTime,
  CreateBookingInput,
  UpdateBookingChanges,
  ErrorBody as ContractErrorBody,
  Pagination as ContractPagination,
  WebhookEvent as ContractWebhookEvent,
} from "@reservation-api/contract";
import { describe, expectTypeOf, it } from "vitest";
import type {
  Availability,
  Booking,
  BookingChanges,
  BookingStatusResult,
  CreateBookingParams,
  ErrorBody,
  Pagination,
  UpdateBookingParams,
  WebhookEvent,
} from "../src/index.js";

// The SDK writes its types out so its declarations need no zod; these checks fail to compile
// (and so fail `pnpm test`) the moment they stop matching the contract's schemas.
describe("SDK types", () => {
  it("match the contract's schemas exactly", () => {
    expectTypeOf<Booking>().toEqualTypeOf<ContractBooking>();
    expectTypeOf<BookingStatusResult>().toEqualTypeOf<BookingWithoutLocalTime>();
    expectTypeOf<Availability>().toEqualTypeOf<AvailabilityResult>();
    expectTypeOf<Pagination>().toEqualTypeOf<ContractPagination>();
    expectTypeOf<ErrorBody>().toEqualTypeOf<ContractErrorBody>();
    expectTypeOf<CreateBookingParams>().toEqualTypeOf<CreateBookingInput>();
    expectTypeOf<UpdateBookingParams>().toEqualTypeOf<UpdateBookingChanges>();
    expectTypeOf<BookingChanges>().toEqualTypeOf<ContractBookingChanges>();
    expectTypeOf<WebhookEvent>().toEqualTypeOf<ContractWebhookEvent>();
  });
});
