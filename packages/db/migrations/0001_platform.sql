CREATE TABLE "activity_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"occurred_at" timestamp (3) with time zone NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_user_id" uuid,
	"actor_label" text NOT NULL,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "activity_events_actor_kind_known" CHECK ("activity_events"."actor_kind" in ('user', 'operator', 'system')),
	CONSTRAINT "activity_events_action_known" CHECK ("activity_events"."action" in ('key.created', 'key.rotated', 'key.revoked', 'key.revealed', 'user.invited', 'user.joined', 'user.removed', 'user.role_changed', 'user.signed_in', 'user.sign_in_throttled', 'user.password_changed', 'user.password_reset_issued', 'user.password_reset', 'user.signed_out_everywhere', 'booking.status_changed', 'webhook_endpoint.created', 'webhook_endpoint.deleted', 'webhook_endpoint.enabled', 'webhook_endpoint.disabled', 'webhook_endpoint.secret_revealed', 'webhook_endpoint.secret_rotated', 'webhook_endpoint.test_sent', 'webhook_delivery.resent'))
);
--> statement-breakpoint
CREATE TABLE "dashboard_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"last_seen_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"email" text NOT NULL,
	"display_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"last_sign_in_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "dashboard_users_role_known" CHECK ("dashboard_users"."role" in ('admin', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "one_time_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"user_id" uuid,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL,
	"created_by_user_id" uuid,
	"created_by_label" text NOT NULL,
	CONSTRAINT "one_time_links_kind_known" CHECK ("one_time_links"."kind" in ('invite', 'reset')),
	CONSTRAINT "one_time_links_role_known" CHECK ("one_time_links"."role" in ('admin', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "request_log_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_log_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" uuid NOT NULL,
	"received_at" timestamp (3) with time zone NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"query" text,
	"operation" text NOT NULL,
	"status" smallint NOT NULL,
	"status_class" smallint GENERATED ALWAYS AS (status / 100) STORED NOT NULL,
	"error_code" text,
	"duration_ms" integer NOT NULL,
	"request_id" text NOT NULL,
	"key_prefix" text NOT NULL,
	"idempotency_key" text,
	"replayed" boolean DEFAULT false NOT NULL,
	"client_address" text,
	"user_agent" text,
	"request_headers" jsonb NOT NULL,
	"response_headers" jsonb NOT NULL,
	"request_body" text,
	"request_body_truncated" boolean DEFAULT false NOT NULL,
	"response_body" text,
	"response_body_truncated" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"failed_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"job_id" uuid NOT NULL,
	"queued" boolean DEFAULT false NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp (3) with time zone,
	"last_attempt_at" timestamp (3) with time zone,
	"response_status" integer,
	"latency_ms" integer,
	"request_headers" jsonb,
	"response_headers" jsonb,
	"response_body" text,
	"error" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "webhook_deliveries_status_known" CHECK ("webhook_deliveries"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"url" text NOT NULL,
	"event_types" text[] NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_expires_at" timestamp (3) with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_reason" text,
	"failing_since" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"payload" json NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "created_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "created_by_label" text DEFAULT 'operator' NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_sessions" ADD CONSTRAINT "dashboard_sessions_user_id_dashboard_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."dashboard_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_users" ADD CONSTRAINT "dashboard_users_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_links" ADD CONSTRAINT "one_time_links_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_links" ADD CONSTRAINT "one_time_links_user_id_dashboard_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."dashboard_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_links" ADD CONSTRAINT "one_time_links_created_by_user_id_dashboard_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."dashboard_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_log_entries" ADD CONSTRAINT "request_log_entries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_webhook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."webhook_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_events_merchant_id" ON "activity_events" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_sessions_token_hash_unique" ON "dashboard_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "dashboard_sessions_user" ON "dashboard_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_users_email_unique" ON "dashboard_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "dashboard_users_merchant" ON "dashboard_users" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_links_token_hash_unique" ON "one_time_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "one_time_links_merchant" ON "one_time_links" USING btree ("merchant_id","kind");--> statement-breakpoint
CREATE INDEX "request_log_merchant_time" ON "request_log_entries" USING btree ("merchant_id","received_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "request_log_merchant_class_time" ON "request_log_entries" USING btree ("merchant_id","status_class","received_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "request_log_merchant_operation_time" ON "request_log_entries" USING btree ("merchant_id","operation","received_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "request_log_merchant_request_id" ON "request_log_entries" USING btree ("merchant_id","request_id");--> statement-breakpoint
CREATE INDEX "request_log_received" ON "request_log_entries" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_scope_time" ON "sign_in_failures" USING btree ("scope","failed_at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_time" ON "sign_in_failures" USING btree ("failed_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_created" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_to_queue" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending' and not "webhook_deliveries"."queued";--> statement-breakpoint
CREATE INDEX "webhook_endpoints_merchant" ON "webhook_endpoints" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_events_merchant_created" ON "webhook_events" USING btree ("merchant_id","created_at");--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_user_id_dashboard_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."dashboard_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_source_known" CHECK ("bookings"."source" in ('api', 'dashboard', 'phone', 'walk-in'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_occasion_type_known" CHECK ("bookings"."occasion_type" in ('birthday', 'anniversary', 'date_night', 'business', 'family', 'celebration', 'other'));