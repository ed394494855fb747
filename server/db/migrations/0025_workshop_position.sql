-- Issue 26: the workshop's order. Staff drag cars within 'Requiere mantenimiento' and
-- 'En mantenimiento' to say which comes first; the order is the same for every user. A sparse
-- position (gaps of 1024, domain/workshop-order.ts): a move usually writes one row, and a column
-- is numbered again only when a gap is used up. Lower comes first; ties (two cars entering a
-- column at the same moment) go by id.
ALTER TABLE "vehicles" ADD COLUMN "workshop_position" bigint;--> statement-breakpoint
-- The cars already in those columns keep the order the board showed them in (by id).
UPDATE "vehicles" v SET "workshop_position" = n.position
FROM (
  SELECT "id", 1024 * row_number() OVER (PARTITION BY "status" ORDER BY "id") AS position
  FROM "vehicles"
  WHERE "status" IN ('maintenanceRequired', 'underMaintenance') AND "archived_at" IS NULL
) n
WHERE v."id" = n."id";--> statement-breakpoint
-- Whoever writes a status (board, fleet form, check-in alert, seed), a car entering a workshop
-- column joins it last, and one leaving the workshop has no position (null).
CREATE FUNCTION "vehicles_workshop_entry"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" NOT IN ('maintenanceRequired', 'underMaintenance') THEN
    NEW."workshop_position" := NULL;
  ELSIF TG_OP = 'INSERT' OR NEW."status" IS DISTINCT FROM OLD."status" THEN
    SELECT coalesce(max("workshop_position"), 0) + 1024 INTO NEW."workshop_position"
    FROM "vehicles"
    WHERE "status" = NEW."status" AND "archived_at" IS NULL AND "id" <> NEW."id";
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "vehicles_workshop_entry" BEFORE INSERT OR UPDATE OF "status"
  ON "vehicles" FOR EACH ROW EXECUTE FUNCTION "vehicles_workshop_entry"();--> statement-breakpoint
CREATE INDEX "vehicles_workshop_order_idx" ON "vehicles" ("status", "workshop_position", "id")
  WHERE "archived_at" IS NULL;
