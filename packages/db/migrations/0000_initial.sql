CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"key_prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	"last_used_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"booking_ref" text NOT NULL,
	"customer_name" text NOT NULL,
	"email" text,
	"phone" text,
	"party_size" integer NOT NULL,
	"booking_time" timestamp (3) with time zone NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"occasion_type" text,
	"occasion_note" text,
	"special_notes" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "bookings_party_size_positive" CHECK ("bookings"."party_size" >= 1),
	CONSTRAINT "bookings_status_known" CHECK ("bookings"."status" in ('pending', 'checked-in', 'cancelled', 'no-show'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_records" (
	"merchant_id" uuid NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"response_body" json NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "idempotency_records_merchant_id_idempotency_key_pk" PRIMARY KEY("merchant_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"plan" text NOT NULL,
	"billing_status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_plan_known" CHECK ("merchants"."plan" in ('basic', 'pro', 'enterprise')),
	CONSTRAINT "merchants_billing_status_known" CHECK ("merchants"."billing_status" in ('active', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"timezone" text NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"closed_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"slot_interval_minutes" integer DEFAULT 15 NOT NULL,
	"seating_duration_minutes" integer NOT NULL,
	"seat_capacity" integer NOT NULL,
	"min_party_size" integer NOT NULL,
	"max_party_size" integer NOT NULL,
	"min_advance_minutes" integer NOT NULL,
	"max_advance_days" integer NOT NULL,
	"monthly_booking_cap" integer NOT NULL,
	"accepting_bookings" boolean DEFAULT true NOT NULL,
	CONSTRAINT "restaurants_party_range" CHECK ("restaurants"."min_party_size" >= 1 and "restaurants"."max_party_size" >= "restaurants"."min_party_size"),
	CONSTRAINT "restaurants_capacity_positive" CHECK ("restaurants"."seat_capacity" >= 1),
	CONSTRAINT "restaurants_duration_positive" CHECK ("restaurants"."seating_duration_minutes" >= 15)
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_records" ADD CONSTRAINT "idempotency_records_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_records" ADD CONSTRAINT "idempotency_records_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_key_hash_unique" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_one_active_per_merchant" ON "api_keys" USING btree ("merchant_id") WHERE "api_keys"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "api_keys_merchant_created" ON "api_keys" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_booking_ref_unique" ON "bookings" USING btree ("booking_ref");--> statement-breakpoint
CREATE INDEX "bookings_merchant_time_id" ON "bookings" USING btree ("merchant_id","booking_time","id");--> statement-breakpoint
CREATE INDEX "bookings_merchant_created" ON "bookings" USING btree ("merchant_id","created_at");