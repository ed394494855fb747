-- Issue 14: the management list and the calendar stay fast at ten years of reservations.
--
-- 1. Folded text, stored. A search compared every reservation's text, folded on the fly
--    (lower(translate(...)) over ID, customer and vehicle: 0.9 s for one search at 200,000
--    reservations), and a sort by customer or vehicle name folded every row before sorting. The
--    folded text now lives on the two small tables it comes from, kept by PostgreSQL itself
--    (generated columns), folded exactly as before (domain/reservation-query.ts FOLD_FROM/FOLD_TO
--    and normalizeText). A search looks the words up there first, then finds reservations by
--    customer and vehicle ids (server/services/reservation-search.ts).
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(
  "first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "dui",
  'ÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜÑÇáàâäéèêëíìîïóòôöúùûüñç', 'AAAAEEEEIIIIOOOOUUUUNCaaaaeeeeiiiioooouuuunc'))) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (lower(translate(
  "first_name" || ' ' || "last_name",
  'ÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜÑÇáàâäéèêëíìîïóòôöúùûüñç', 'AAAAEEEEIIIIOOOOUUUUNCaaaaeeeeiiiioooouuuunc'))) STORED;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(
  "name" || ' ' || "brand" || ' ' || "model" || ' ' || "vehicle_type",
  'ÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜÑÇáàâäéèêëíìîïóòôöúùûüñç', 'AAAAEEEEIIIIOOOOUUUUNCaaaaeeeeiiiioooouuuunc'))) STORED;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (lower(translate(
  "name",
  'ÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜÑÇáàâäéèêëíìîïóòôöúùûüñç', 'AAAAEEEEIIIIOOOOUUUUNCaaaaeeeeiiiioooouuuunc'))) STORED;--> statement-breakpoint
-- Names compare byte-wise ("C"), as the list's sort and cursor do, on any server locale.
CREATE INDEX "users_sort_name_idx" ON "users" ("sort_name" COLLATE "C", "id");--> statement-breakpoint
CREATE INDEX "vehicles_sort_name_idx" ON "vehicles" ("sort_name" COLLATE "C", "id");--> statement-breakpoint
-- A search by vehicle finds its reservations without reading the others.
CREATE INDEX "reservations_vehicle_idx" ON "reservations" ("vehicle_id", "start_date");--> statement-breakpoint
--
-- 2. A stamp of what the reservation lists show. The summary cards (counts and revenue over
--    every matching reservation) and the calendar's month are worth keeping between requests,
--    but only while nothing under them changed. Every committed write to reservations,
--    handovers, or the customer and vehicle fields a list shows adds one to one of these rows;
--    a server keeps an answer with the sum it read before building it, and reuses it only while
--    the sum is the same (server/services/list-stamp.ts). The triggers are deferred to commit,
--    so the stamp changes in the very transaction that changes the rows, and a row lock is held
--    only while committing. One row per server connection (pid modulo 16) keeps concurrent
--    writers from queueing on one row; the sum grows by at least one with every such commit.
CREATE TABLE "list_stamps" (
  "slot" smallint PRIMARY KEY,
  "stamp" bigint NOT NULL DEFAULT 0
);--> statement-breakpoint
INSERT INTO "list_stamps" ("slot") SELECT generate_series(0, 15);--> statement-breakpoint
CREATE FUNCTION "stamp_lists"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction is enough: a 200,000-row insert queues as many calls.
  IF current_setting('elite.lists_stamped', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('elite.lists_stamped', 'on', true);
  UPDATE "list_stamps" SET "stamp" = "stamp" + 1 WHERE "slot" = pg_backend_pid() % 16;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reservations_stamp_lists" AFTER INSERT OR UPDATE OR DELETE
  ON "reservations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stamp_lists"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "handovers_stamp_lists" AFTER INSERT OR UPDATE OR DELETE
  ON "handovers" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stamp_lists"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_stamp_lists"
  AFTER UPDATE OF "first_name", "last_name", "email", "dui", "phone_number" OR DELETE
  ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stamp_lists"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "vehicles_stamp_lists"
  AFTER UPDATE OF "name", "brand", "model", "vehicle_type", "capacity", "main_image_url", "price_per_day" OR DELETE
  ON "vehicles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stamp_lists"();--> statement-breakpoint
-- TRUNCATE (the demo reset) fires no row trigger: stamp it straight away.
CREATE TRIGGER "reservations_truncate_stamp_lists" AFTER TRUNCATE
  ON "reservations" FOR EACH STATEMENT EXECUTE FUNCTION "stamp_lists"();--> statement-breakpoint
CREATE TRIGGER "handovers_truncate_stamp_lists" AFTER TRUNCATE
  ON "handovers" FOR EACH STATEMENT EXECUTE FUNCTION "stamp_lists"();--> statement-breakpoint
CREATE TRIGGER "users_truncate_stamp_lists" AFTER TRUNCATE
  ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "stamp_lists"();--> statement-breakpoint
CREATE TRIGGER "vehicles_truncate_stamp_lists" AFTER TRUNCATE
  ON "vehicles" FOR EACH STATEMENT EXECUTE FUNCTION "stamp_lists"();
