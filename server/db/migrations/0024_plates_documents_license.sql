-- Issue 28: plates, customers from abroad, the driving licence at check-out.
--
-- 1. Plates. El Salvador style ('P 123-456'), stored as the API normalises them (upper case,
--    canonical spacing). Existing vehicles may have none (null). Uniqueness compares letters and
--    digits only ('p123456' = 'P 123-456'): the key is kept by PostgreSQL itself and a unique
--    index on it decides between two admins saving the same plate at the same moment.
ALTER TABLE "vehicles" ADD COLUMN "plate" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "plate_key" text
  GENERATED ALWAYS AS (upper(regexp_replace("plate", '[^A-Za-z0-9]', '', 'g'))) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_plate_key" ON "vehicles" ("plate_key")
  WHERE "plate_key" IS NOT NULL AND "archived_at" IS NULL;--> statement-breakpoint
-- The management search finds a car by its plate, as typed ('P 123-456') or run together
-- ('p123456'): the folded text of migration 0012 gains both.
ALTER TABLE "vehicles" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(
  "name" || ' ' || "brand" || ' ' || "model" || ' ' || "vehicle_type"
    || ' ' || coalesce("plate", '') || ' ' || coalesce(regexp_replace("plate", '[^A-Za-z0-9]', '', 'g'), ''),
  'ÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜÑÇáàâäéèêëíìîïóòôöúùûüñç', 'AAAAEEEEIIIIOOOOUUUUNCaaaaeeeeiiiioooouuuunc'))) STORED;--> statement-breakpoint
-- A plate is shown on the lists: changing it changes their stamp (migration 0012).
DROP TRIGGER "vehicles_stamp_lists" ON "vehicles";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "vehicles_stamp_lists"
  AFTER UPDATE OF "name", "brand", "model", "vehicle_type", "capacity", "main_image_url", "price_per_day", "plate" OR DELETE
  ON "vehicles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stamp_lists"();--> statement-breakpoint
--
-- 2. Customers from abroad register with a passport. The "dui" column holds the document's
--    number (the DUI as 01234567-8, or the passport's letters and digits); "document_type" says
--    which; a passport holder also gives a nationality (ISO 3166 alpha-2). A document is unique
--    per type and number.
ALTER TABLE "users" ADD COLUMN "document_type" text DEFAULT 'dui' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_document_type_check"
  CHECK ("document_type" in ('dui', 'passport'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_nationality_check"
  CHECK (("document_type" = 'dui' and "nationality" is null)
    or ("document_type" = 'passport' and "nationality" ~ '^[A-Z]{2}$'));--> statement-breakpoint
DROP INDEX "users_dui_key";--> statement-breakpoint
CREATE UNIQUE INDEX "users_document_key" ON "users" ("document_type", "dui");--> statement-breakpoint
--
-- 3. The driving licence seen at check-out ({ number, country, expiresOn }); null when an older
--    client sent none, and on every check-in.
ALTER TABLE "handovers" ADD COLUMN "license" jsonb;
