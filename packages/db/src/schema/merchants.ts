import { check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { BILLING_STATES, MERCHANT_PLAN_NAMES } from "@reservation-api/contract";
import { isOneOf } from "./one-of.js";

export const merchants = pgTable(
  "merchants",
  {
    id: uuid("id").primaryKey(),
    name: text("name").notNull(),
    plan: text("plan", { enum: MERCHANT_PLAN_NAMES }).notNull(),
    billingStatus: text("billing_status", { enum: BILLING_STATES }).notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    check("merchants_plan_known", isOneOf(table.plan, MERCHANT_PLAN_NAMES)),
    check("merchants_billing_status_known", isOneOf(table.billingStatus, BILLING_STATES)),
  ],
);
