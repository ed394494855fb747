-- Issue 27: a wrong odometer reading is voided, never deleted (who, when and why), and a
-- check-out that went ahead despite its warnings keeps the reason.
ALTER TABLE "odometer_readings" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "odometer_readings" ADD COLUMN "voided_by" integer;--> statement-breakpoint
ALTER TABLE "odometer_readings" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "odometer_readings" ADD CONSTRAINT "odometer_readings_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odometer_readings" ADD CONSTRAINT "odometer_readings_void_check" CHECK (("odometer_readings"."voided_at" is null) = ("odometer_readings"."void_reason" is null));--> statement-breakpoint
ALTER TABLE "handovers" ADD COLUMN "override_reason" text;
