import { describe, expect, it } from "vitest";
import { API_VERSION, webhookEventSchema, type Booking } from "@reservation-api/contract";
import { bookingCreatedEvent, bookingStatusChangedEvent, webhookTestEvent } from "../../src/domain/webhooks/webhook-event.js";
import {
  MAX_RETIRED_SECRETS,
  SECRET_ROTATION_OVERLAP_MS,
  activeSigningSecrets,
  generateWebhookSecret,
  retireSecret,
} from "../../src/domain/webhooks/webhook-secret.js";

const booking: Booking = {
  id: "6f1c2b9e-8d4a-4e7b-9c3f-2a1d0e5b7c84",
  bookingRef: "RSV-ABCD1234",
  customerName: "Ann",
  phone: null,
  email: "ann@example.com",
  partySize: 2,
  bookingTimeUtc: "2026-06-02T18:00:00.000Z",
  status: "pending",
  source: "api",
  occasionType: null,
  occasionNote: null,
  specialNotes: null,
  createdAt: "2026-06-01T09:00:00.000Z",
  localDate: "2026-06-02",
  localTime: "19:00",
};
const at = new Date("2026-06-01T09:00:00.000Z");

describe("webhook event shaping", () => {
  it("wraps the created booking unchanged, with id, type, time and API version", () => {
    const event = bookingCreatedEvent(booking, at);
    const { id, ...described } = event;
    expect(id).toEqual(expect.any(String));
    expect(described).toEqual({
      type: "booking.created",
      createdAt: at.toISOString(),
      apiVersion: API_VERSION,
      data: { booking },
    });
    expect(webhookEventSchema.parse(event)).toEqual(event);
  });

  it("carries the previous and the new status of a status change", () => {
    const { localDate, localTime, ...withoutLocal } = booking;
    const event = bookingStatusChangedEvent({ ...withoutLocal, status: "no-show" }, "pending", at);
    expect(event.data).toEqual({ booking: { ...withoutLocal, status: "no-show" }, previousStatus: "pending", status: "no-show" });
    expect(webhookEventSchema.parse(event)).toEqual(event);
  });

  it("gives every event its own id", () => {
    expect(bookingCreatedEvent(booking, at).id).not.toBe(bookingCreatedEvent(booking, at).id);
    expect(webhookEventSchema.parse(webhookTestEvent(booking.id, at)).type).toBe("webhook.test");
  });
});

describe("webhook secrets", () => {
  it("are whsec_ and 24 random bytes in base64", () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(generateWebhookSecret()).not.toBe(secret);
  });

  const inMs = (ms: number) => new Date(at.getTime() + ms).toISOString();

  it("sign with each previous secret too until its own overlap ends, newest first", () => {
    const endpoint = {
      secret: "whsec_new",
      previousSecrets: [
        { secret: "whsec_older", expiresAt: inMs(1_000) },
        { secret: "whsec_old", expiresAt: inMs(2_000) },
      ],
    };
    expect(activeSigningSecrets(endpoint, at)).toEqual(["whsec_new", "whsec_old", "whsec_older"]);
    expect(activeSigningSecrets(endpoint, new Date(at.getTime() + 1_000))).toEqual(["whsec_new", "whsec_old"]);
    expect(activeSigningSecrets(endpoint, new Date(at.getTime() + 2_000))).toEqual(["whsec_new"]);
    expect(activeSigningSecrets({ secret: "whsec_new", previousSecrets: [] }, at)).toEqual(["whsec_new"]);
  });

  it("retire the outgoing secret for 24 hours, keep the live ones, drop the expired and cap how many are kept", () => {
    const previousSecrets = [
      { secret: "whsec_expired", expiresAt: inMs(0) },
      { secret: "whsec_live", expiresAt: inMs(60_000) },
    ];
    expect(retireSecret({ secret: "whsec_current", previousSecrets }, at)).toEqual([
      { secret: "whsec_current", expiresAt: inMs(SECRET_ROTATION_OVERLAP_MS) },
      { secret: "whsec_live", expiresAt: inMs(60_000) },
    ]);
    const full = Array.from({ length: MAX_RETIRED_SECRETS }, (_, index) => ({
      secret: `whsec_${index}`,
      expiresAt: inMs(60_000 * (MAX_RETIRED_SECRETS - index)),
    }));
    const retired = retireSecret({ secret: "whsec_current", previousSecrets: full }, at);
    expect(retired.map((entry) => entry.secret)).toEqual(["whsec_current", ...full.slice(0, -1).map((entry) => entry.secret)]);
  });
});
