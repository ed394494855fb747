-- Issue 28: where, when and who. The company's settings are one row (id 1): name, NIT, the
-- agency's address, phone and WhatsApp, opening hours per ISO weekday (a closed day absent) and
-- the pickup and return times a booking gets when none is chosen.
CREATE TABLE "company_settings" (
  "id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
  "company_name" text NOT NULL,
  "nit" text,
  "address" text NOT NULL,
  "phone" text,
  "whatsapp" text,
  "opening_hours" jsonb NOT NULL,
  "default_pickup_time" text NOT NULL,
  "default_return_time" text NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "company_settings_single_row_check" CHECK ("id" = 1),
  CONSTRAINT "company_settings_times_check" CHECK (
    "default_pickup_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
    AND "default_return_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
  ),
  CONSTRAINT "company_settings_phones_check" CHECK (
    ("phone" IS NULL OR "phone" ~ '^[0-9]{4}-[0-9]{4}$')
    AND ("whatsapp" IS NULL OR "whatsapp" ~ '^[0-9]{4}-[0-9]{4}$')
  )
);--> statement-breakpoint
INSERT INTO "company_settings" ("id", "company_name", "nit", "address", "phone", "whatsapp", "opening_hours", "default_pickup_time", "default_return_time")
VALUES (1, 'ELITE DRIVE', '0614-250521-101-2',
  'Boulevard del Hipódromo 450, Colonia San Benito, San Salvador', '2250-7700', '7788-9900',
  '[{"day":1,"opens":"08:00","closes":"18:00"},{"day":2,"opens":"08:00","closes":"18:00"},{"day":3,"opens":"08:00","closes":"18:00"},{"day":4,"opens":"08:00","closes":"18:00"},{"day":5,"opens":"08:00","closes":"18:00"},{"day":6,"opens":"08:00","closes":"18:00"},{"day":7,"opens":"09:00","closes":"13:00"}]'::jsonb,
  '09:00', '17:00');--> statement-breakpoint
-- A booking's pickup and return times; bookings made before this read the settings' defaults.
ALTER TABLE "reservations" ADD COLUMN "pickup_time" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "return_time" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_times_check" CHECK (
  ("pickup_time" IS NULL OR "pickup_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
  AND ("return_time" IS NULL OR "return_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);--> statement-breakpoint
-- Settings changes join the audit trail.
ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_entity_check";--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_entity_check"
  CHECK ("entity" IN ('vehicle', 'reservation', 'settings'));--> statement-breakpoint
-- Reservation views show the agency's address and the default times: a change of settings
-- changes what the kept lists show (migration 0012).
CREATE CONSTRAINT TRIGGER "company_settings_stamp_lists" AFTER UPDATE
  ON "company_settings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stamp_lists"();
