import { bigserial, check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ACTIVITY_ACTIONS, ACTOR_KINDS, type ActivityDetails } from "@reservation-api/contract/dashboard";
import { oneOf } from "./check-in-list.js";
import { merchants } from "./merchants.js";

/**
 * The merchant's audit log, append-only. The actor's label is copied so an entry still reads
 * right after the user is removed (actor_user_id is then left dangling on purpose: no FK).
 */
export const activityEvents = pgTable(
  "activity_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    occurredAt: timestamp("occurred_at", { withTimezone: true, precision: 3 }).notNull(),
    actorKind: text("actor_kind", { enum: ACTOR_KINDS }).notNull(),
    actorUserId: uuid("actor_user_id"),
    actorLabel: text("actor_label").notNull(),
    action: text("action", { enum: ACTIVITY_ACTIONS }).notNull(),
    details: jsonb("details").$type<ActivityDetails>().notNull().default({}),
  },
  (table) => [
    index("activity_events_merchant_id").on(table.merchantId, table.id),
    check("activity_events_actor_kind_known", oneOf(table.actorKind, ACTOR_KINDS)),
    check("activity_events_action_known", oneOf(table.action, ACTIVITY_ACTIONS)),
  ],
);
