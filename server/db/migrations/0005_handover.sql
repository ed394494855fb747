-- Issue 11: handing cars over (check-out) and taking them back (check-in), with photos stored in
-- the database so every server instance sees them, and a per-vehicle odometer log.

-- Photos are named by the SHA-256 of their bytes (checked by the server before insert) and never
-- change, so a name can be written into a record before the upload reaches us.
CREATE TABLE "photos" (
  "sha256" text PRIMARY KEY NOT NULL,
  "content_type" text NOT NULL,
  "size" integer NOT NULL,
  "bytes" bytea NOT NULL,
  "uploaded_by" integer REFERENCES "users"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "photos_sha256_check" CHECK ("sha256" ~ '^[0-9a-f]{64}$'),
  CONSTRAINT "photos_content_type_check"
    CHECK ("content_type" in ('image/jpeg', 'image/webp', 'image/png')),
  CONSTRAINT "photos_size_check" CHECK ("size" > 0 and "size" <= 2097152)
);
--> statement-breakpoint
-- DESIGN 9: the handover is kept apart from active | cancelled; a cancelled reservation was never
-- handed over (a delivered one cannot be cancelled).
ALTER TABLE "reservations" ADD COLUMN "rental_status" text DEFAULT 'booked' NOT NULL;
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_rental_status_check"
  CHECK ("rental_status" in ('booked', 'inProgress', 'returned'));
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_cancelled_not_delivered_check"
  CHECK ("status" = 'active' or "rental_status" = 'booked');
--> statement-breakpoint
-- The operations of the day read reservations by their end date (returns, overdue ones).
CREATE INDEX "reservations_end_idx" ON "reservations" ("end_date") WHERE "status" = 'active';
--> statement-breakpoint
-- One check-out and one check-in per reservation; the photo lists and damages are read and
-- written whole with their record, so they live in it as JSON.
CREATE TABLE "handovers" (
  "id" serial PRIMARY KEY NOT NULL,
  "reservation_id" integer NOT NULL REFERENCES "reservations"("id"),
  "kind" text NOT NULL,
  "recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
  "recorded_by" integer NOT NULL REFERENCES "users"("id"),
  "odometer" integer NOT NULL,
  "fuel" smallint NOT NULL,
  "notes" text,
  "photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "damages" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "signature" text REFERENCES "photos"("sha256"),
  CONSTRAINT "handovers_kind_check" CHECK ("kind" in ('checkout', 'checkin')),
  CONSTRAINT "handovers_odometer_check" CHECK ("odometer" >= 0),
  CONSTRAINT "handovers_fuel_check" CHECK ("fuel" between 0 and 8)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "handovers_reservation_kind_key" ON "handovers" ("reservation_id", "kind");
--> statement-breakpoint
CREATE TABLE "odometer_readings" (
  "id" serial PRIMARY KEY NOT NULL,
  "vehicle_id" integer NOT NULL REFERENCES "vehicles"("id"),
  "km" integer NOT NULL,
  "source" text NOT NULL,
  "reservation_id" integer REFERENCES "reservations"("id"),
  "recorded_by" integer REFERENCES "users"("id"),
  "recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "odometer_readings_km_check" CHECK ("km" >= 0),
  CONSTRAINT "odometer_readings_source_check"
    CHECK ("source" in ('initial', 'edit', 'checkout', 'checkin'))
);
--> statement-breakpoint
CREATE INDEX "odometer_readings_vehicle_idx"
  ON "odometer_readings" ("vehicle_id", "recorded_at" DESC, "id" DESC);
--> statement-breakpoint
-- Every vehicle starts its log with the kilometers it has now.
INSERT INTO "odometer_readings" ("vehicle_id", "km", "source", "recorded_at")
  SELECT "id", "kilometers", 'initial', "created_at" FROM "vehicles";
