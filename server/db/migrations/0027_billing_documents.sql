-- Issue 30: the rental agreement, the final bill, deposits, charges and payments. Money here is
-- whole cents (integer): the sums the bill prints are exact.
--
-- Money settings join the company's one row (migration 0023); PUT /api/settings audits them
-- with the rest. A null late-return charge means the booking's own price per day.
ALTER TABLE "company_settings" ADD COLUMN "agreement_terms" text NOT NULL DEFAULT
  'El arrendatario recibe el vehículo en el estado descrito en este contrato y se compromete a devolverlo en la fecha y hora pactadas, con el mismo nivel de combustible y sin daños nuevos. Los días de atraso, el combustible faltante, la limpieza y los daños se cobran según las tarifas vigentes de la empresa. El depósito se devuelve al liquidar el contrato, descontados los cargos.';--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "late_fee_per_day_cents" integer;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "fuel_charge_per_eighth_cents" integer NOT NULL DEFAULT 1000;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "cleaning_fee_cents" integer NOT NULL DEFAULT 2500;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "deposit_by_type_cents" jsonb NOT NULL DEFAULT
  '{"Sedan":20000,"SUV":30000,"PickUp":30000}'::jsonb;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_money_check" CHECK (
  ("late_fee_per_day_cents" IS NULL OR "late_fee_per_day_cents" >= 0)
  AND "fuel_charge_per_eighth_cents" >= 0
  AND "cleaning_fee_cents" >= 0
);--> statement-breakpoint
-- The deposit held at check-out: recorded, not processed; at most one per rental.
CREATE TABLE "rental_deposits" (
  "reservation_id" integer PRIMARY KEY NOT NULL REFERENCES "reservations"("id"),
  "amount_cents" integer NOT NULL,
  "method" text NOT NULL,
  "reference" text,
  "recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
  "recorded_by" integer NOT NULL REFERENCES "users"("id"),
  CONSTRAINT "rental_deposits_amount_check" CHECK ("amount_cents" >= 0),
  CONSTRAINT "rental_deposits_method_check" CHECK ("method" IN ('cash', 'card', 'transfer'))
);--> statement-breakpoint
-- Charges added at check-in. `proposed_cents` is what the rules proposed (late, fuel, cleaning);
-- an amount that differs from it carries the staff member's reason.
CREATE TABLE "rental_charges" (
  "id" serial PRIMARY KEY NOT NULL,
  "reservation_id" integer NOT NULL REFERENCES "reservations"("id"),
  "kind" text NOT NULL,
  "description" text NOT NULL,
  "amount_cents" integer NOT NULL,
  "proposed_cents" integer,
  "reason" text,
  "recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
  "recorded_by" integer NOT NULL REFERENCES "users"("id"),
  CONSTRAINT "rental_charges_kind_check" CHECK ("kind" IN ('late', 'fuel', 'damage', 'cleaning', 'other')),
  CONSTRAINT "rental_charges_amount_check" CHECK ("amount_cents" >= 0 AND ("proposed_cents" IS NULL OR "proposed_cents" >= 0))
);--> statement-breakpoint
CREATE INDEX "rental_charges_reservation_idx" ON "rental_charges" ("reservation_id");--> statement-breakpoint
CREATE INDEX "rental_charges_recorded_at_idx" ON "rental_charges" ("recorded_at");--> statement-breakpoint
CREATE TABLE "rental_payments" (
  "id" serial PRIMARY KEY NOT NULL,
  "reservation_id" integer NOT NULL REFERENCES "reservations"("id"),
  "amount_cents" integer NOT NULL,
  "method" text NOT NULL,
  "reference" text,
  "recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
  "recorded_by" integer NOT NULL REFERENCES "users"("id"),
  CONSTRAINT "rental_payments_amount_check" CHECK ("amount_cents" >= 0),
  CONSTRAINT "rental_payments_method_check" CHECK ("method" IN ('cash', 'card', 'transfer'))
);--> statement-breakpoint
CREATE INDEX "rental_payments_reservation_idx" ON "rental_payments" ("reservation_id");--> statement-breakpoint
-- Gap-free numbering: one counter row per series and year, raised in the transaction that
-- issues the document. The row lock orders two counters finishing at once; a rollback (a
-- refused hand-over) gives the number back.
CREATE TABLE "document_counters" (
  "series" text NOT NULL,
  "year" smallint NOT NULL,
  "last_number" integer NOT NULL,
  CONSTRAINT "document_counters_pkey" PRIMARY KEY ("series", "year"),
  CONSTRAINT "document_counters_series_check" CHECK ("series" IN ('agreement', 'statement')),
  CONSTRAINT "document_counters_number_check" CHECK ("last_number" > 0)
);--> statement-breakpoint
-- Issued documents never change: `content` is everything the PDF prints, frozen at issue; the
-- PDF is made from it once and kept. A correction is a new row naming the one it replaces.
CREATE TABLE "documents" (
  "id" serial PRIMARY KEY NOT NULL,
  "series" text NOT NULL,
  "year" smallint NOT NULL,
  "number" integer NOT NULL,
  "reservation_id" integer NOT NULL REFERENCES "reservations"("id"),
  "replaces" integer REFERENCES "documents"("id"),
  "content" jsonb NOT NULL,
  "pdf" bytea,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "documents_series_check" CHECK ("series" IN ('agreement', 'statement')),
  CONSTRAINT "documents_number_check" CHECK ("number" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "documents_series_year_number_key" ON "documents" ("series", "year", "number");--> statement-breakpoint
-- One original per rental and series; each document is replaced at most once.
CREATE UNIQUE INDEX "documents_original_key" ON "documents" ("reservation_id", "series") WHERE "replaces" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_replaces_key" ON "documents" ("replaces") WHERE "replaces" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "documents_reservation_idx" ON "documents" ("reservation_id");--> statement-breakpoint
-- Reservation views carry the billing and the documents: writing them changes the kept lists.
CREATE CONSTRAINT TRIGGER "rental_deposits_stamp_lists" AFTER INSERT OR UPDATE OR DELETE
  ON "rental_deposits" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stamp_lists"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "rental_charges_stamp_lists" AFTER INSERT OR UPDATE OR DELETE
  ON "rental_charges" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stamp_lists"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "rental_payments_stamp_lists" AFTER INSERT OR UPDATE OR DELETE
  ON "rental_payments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stamp_lists"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "documents_stamp_lists" AFTER INSERT OR DELETE
  ON "documents" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stamp_lists"();
