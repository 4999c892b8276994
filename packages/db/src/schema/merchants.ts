import { check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

export const merchants = pgTable(
  "merchants",
  {
    id: uuid("id").primaryKey(),
    name: text("name").notNull(),
    plan: text("plan").notNull(),
    billingStatus: text("billing_status").notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    check("merchants_plan_known", sql`${table.plan} in ('basic', 'pro', 'enterprise')`),
    check("merchants_billing_status_known", sql`${table.billingStatus} in ('active', 'suspended')`),
  ],
);
