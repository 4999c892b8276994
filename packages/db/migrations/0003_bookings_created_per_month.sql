CREATE TABLE "bookings_created_per_month" (
	"merchant_id" uuid NOT NULL,
	"month" date NOT NULL,
	"bookings" integer NOT NULL,
	CONSTRAINT "bookings_created_per_month_merchant_id_month_pk" PRIMARY KEY("merchant_id","month")
);
--> statement-breakpoint
DROP INDEX "bookings_merchant_created";--> statement-breakpoint
ALTER TABLE "bookings_created_per_month" ADD CONSTRAINT "bookings_created_per_month_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Held to the end of the migration: no booking may be inserted between the backfill and the triggers.
LOCK TABLE "bookings" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
INSERT INTO "bookings_created_per_month" ("merchant_id", "month", "bookings")
SELECT b."merchant_id", date_trunc('month', b."created_at" AT TIME ZONE coalesce(r."timezone", 'UTC'))::date, count(*)
FROM "bookings" b LEFT JOIN "restaurants" r ON r."merchant_id" = b."merchant_id"
GROUP BY 1, 2;--> statement-breakpoint
-- Per statement, not per row: a create adds one row, a seed thousands, and either costs one upsert per merchant and month.
CREATE FUNCTION "count_created_bookings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "bookings_created_per_month" AS counted ("merchant_id", "month", "bookings")
  SELECT created."merchant_id", date_trunc('month', created."created_at" AT TIME ZONE coalesce(r."timezone", 'UTC'))::date, count(*)
  FROM created LEFT JOIN "restaurants" r ON r."merchant_id" = created."merchant_id"
  GROUP BY 1, 2
  ON CONFLICT ("merchant_id", "month") DO UPDATE SET "bookings" = counted."bookings" + excluded."bookings";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_count_created" AFTER INSERT ON "bookings"
REFERENCING NEW TABLE AS created FOR EACH STATEMENT EXECUTE FUNCTION "count_created_bookings"();--> statement-breakpoint
-- Bookings are not deleted but with their merchant (whose counts go too); this keeps the counts
-- equal to the table should a row ever be removed on its own. A plain update: a merchant being
-- deleted has no counts left to re-create.
CREATE FUNCTION "uncount_deleted_bookings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "bookings_created_per_month" counted SET "bookings" = counted."bookings" - gone."bookings"
  FROM (
    SELECT deleted."merchant_id", date_trunc('month', deleted."created_at" AT TIME ZONE coalesce(r."timezone", 'UTC'))::date AS "month", count(*) AS "bookings"
    FROM deleted LEFT JOIN "restaurants" r ON r."merchant_id" = deleted."merchant_id"
    GROUP BY 1, 2
  ) gone
  WHERE counted."merchant_id" = gone."merchant_id" AND counted."month" = gone."month";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_uncount_deleted" AFTER DELETE ON "bookings"
REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION "uncount_deleted_bookings"();
