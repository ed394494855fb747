-- Issue 12: a service interval in months beside the one in km (either may be missing).
ALTER TABLE "vehicles" ADD COLUMN "months_for_maintenance" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_months_for_maintenance_check"
  CHECK ("months_for_maintenance" IS NULL OR "months_for_maintenance" BETWEEN 1 AND 120);--> statement-breakpoint
-- A reassigned reservation remembers the car it was booked with, so the customer is told.
ALTER TABLE "reservations" ADD COLUMN "reassigned_from_vehicle_id" integer REFERENCES "vehicles"("id");--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "reassigned_at" timestamp with time zone;--> statement-breakpoint
-- A service window: days (both inclusive) the vehicle spends in the workshop.
CREATE TABLE "maintenance_windows" (
  "id" serial PRIMARY KEY NOT NULL,
  "vehicle_id" integer NOT NULL REFERENCES "vehicles"("id"),
  "start_date" date NOT NULL,
  "end_date" date NOT NULL,
  "reason" text NOT NULL,
  "created_by" integer REFERENCES "users"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "maintenance_windows_dates_check" CHECK ("end_date" >= "start_date"),
  CONSTRAINT "maintenance_windows_reason_check" CHECK (char_length("reason") BETWEEN 1 AND 300)
);--> statement-breakpoint
CREATE INDEX "maintenance_windows_vehicle_idx" ON "maintenance_windows" ("vehicle_id", "start_date");--> statement-breakpoint
-- Occupancy: one row per active reservation and per service window, kept by triggers on both
-- tables, so no code path can forget it. Its one exclusion constraint makes a booking and a
-- window (or two of either) over the same vehicle and day impossible by construction.
CREATE TABLE "vehicle_occupancy" (
  "vehicle_id" integer NOT NULL REFERENCES "vehicles"("id"),
  "start_date" date NOT NULL,
  "end_date" date NOT NULL,
  "reservation_id" integer UNIQUE REFERENCES "reservations"("id") ON DELETE CASCADE,
  "window_id" integer UNIQUE REFERENCES "maintenance_windows"("id") ON DELETE CASCADE,
  CONSTRAINT "vehicle_occupancy_one_owner_check" CHECK (("reservation_id" IS NULL) <> ("window_id" IS NULL)),
  CONSTRAINT "vehicle_occupancy_no_overlap"
    EXCLUDE USING gist (daterange("start_date", "end_date", '[]') WITH &&, "vehicle_id" WITH =)
);--> statement-breakpoint
CREATE FUNCTION "reservation_occupancy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "vehicle_occupancy" WHERE "reservation_id" = NEW."id";
  END IF;
  IF NEW."status" = 'active' THEN
    INSERT INTO "vehicle_occupancy" ("vehicle_id", "start_date", "end_date", "reservation_id")
    VALUES (NEW."vehicle_id", NEW."start_date", NEW."end_date", NEW."id");
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "reservations_occupancy" AFTER INSERT OR UPDATE OF "status", "vehicle_id", "start_date", "end_date"
  ON "reservations" FOR EACH ROW EXECUTE FUNCTION "reservation_occupancy"();--> statement-breakpoint
CREATE FUNCTION "window_occupancy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "vehicle_occupancy" WHERE "window_id" = NEW."id";
  END IF;
  INSERT INTO "vehicle_occupancy" ("vehicle_id", "start_date", "end_date", "window_id")
  VALUES (NEW."vehicle_id", NEW."start_date", NEW."end_date", NEW."id");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "maintenance_windows_occupancy" AFTER INSERT OR UPDATE
  ON "maintenance_windows" FOR EACH ROW EXECUTE FUNCTION "window_occupancy"();--> statement-breakpoint
-- Reservations made before this migration occupy their days too.
INSERT INTO "vehicle_occupancy" ("vehicle_id", "start_date", "end_date", "reservation_id")
SELECT "vehicle_id", "start_date", "end_date", "id" FROM "reservations" WHERE "status" = 'active';
