ALTER TABLE "request_log_entries" DROP CONSTRAINT "request_log_entries_merchant_id_merchants_id_fk";
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk";
