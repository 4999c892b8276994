import { describe, expect, it } from "vitest";
import { API_VERSION, webhookEventSchema, type Booking } from "@reservation-api/contract";
import { bookingCreatedEvent, bookingStatusChangedEvent, webhookTestEvent } from "../../src/domain/webhook-event.js";
import { activeSigningSecrets, generateWebhookSecret } from "../../src/domain/webhook-secret.js";

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
    expect(event).toEqual({
      id: expect.any(String),
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

  it("sign with the previous secret too until its overlap ends", () => {
    const endpoint = {
      secret: "whsec_new",
      previousSecret: "whsec_old",
      previousSecretExpiresAt: new Date(at.getTime() + 1_000),
    };
    expect(activeSigningSecrets(endpoint, at)).toEqual(["whsec_new", "whsec_old"]);
    expect(activeSigningSecrets(endpoint, new Date(at.getTime() + 1_000))).toEqual(["whsec_new"]);
    expect(activeSigningSecrets({ secret: "whsec_new", previousSecret: null, previousSecretExpiresAt: null }, at)).toEqual([
      "whsec_new",
    ]);
  });
});
