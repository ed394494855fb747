-- Issue 17: how the customer gets the car. Existing reservations were all picked up at the
-- agency. The database keeps the pair consistent: a delivery always has its address and phone,
-- a pickup has neither; the length bounds repeat the domain rule as a last line of defence.
ALTER TABLE "reservations" ADD COLUMN "delivery_mode" text DEFAULT 'pickup' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "delivery_address" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "delivery_phone" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_delivery_check" CHECK (
  ("delivery_mode" = 'pickup' AND "delivery_address" IS NULL AND "delivery_phone" IS NULL)
  OR ("delivery_mode" = 'delivery' AND char_length("delivery_address") BETWEEN 5 AND 300
      AND "delivery_phone" ~ '^[0-9]{4}-[0-9]{4}$')
);
