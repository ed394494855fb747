CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"maintenance_date" date NOT NULL,
	"km_at_maintenance" integer NOT NULL,
	"description" text,
	"cost" numeric(10, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_records_km_check" CHECK ("maintenance_records"."km_at_maintenance" >= 0),
	CONSTRAINT "maintenance_records_cost_check" CHECK ("maintenance_records"."cost" is null or "maintenance_records"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"price_per_day" numeric(10, 2) NOT NULL,
	"total_price" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_dates_check" CHECK ("reservations"."end_date" > "reservations"."start_date"),
	CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('active', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"dui" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'USER' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('ADMIN', 'USER'))
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"capacity" integer NOT NULL,
	"price_per_day" numeric(10, 2) NOT NULL,
	"kilometers" integer DEFAULT 0 NOT NULL,
	"km_for_maintenance" integer,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"main_image_url" text,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'maintenanceCompleted' NOT NULL,
	"insurance_phone" text,
	"version" integer DEFAULT 1 NOT NULL,
	"last_maintenance_alert_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_type_check" CHECK ("vehicles"."vehicle_type" in ('Sedan', 'SUV', 'PickUp')),
	CONSTRAINT "vehicles_status_check" CHECK ("vehicles"."status" in ('maintenanceRequired', 'underMaintenance', 'maintenanceCompleted', 'outOfService')),
	CONSTRAINT "vehicles_capacity_check" CHECK ("vehicles"."capacity" between 1 and 50),
	CONSTRAINT "vehicles_price_check" CHECK ("vehicles"."price_per_day" > 0),
	CONSTRAINT "vehicles_kilometers_check" CHECK ("vehicles"."kilometers" >= 0),
	CONSTRAINT "vehicles_km_for_maintenance_check" CHECK ("vehicles"."km_for_maintenance" is null or "vehicles"."km_for_maintenance" > 0)
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD CONSTRAINT "maintenance_records_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_user_key" ON "idempotency_keys" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "maintenance_records_vehicle_idx" ON "maintenance_records" USING btree ("vehicle_id","maintenance_date");--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE INDEX "reservations_dates_idx" ON "reservations" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_dui_key" ON "users" USING btree ("dui");--> statement-breakpoint
CREATE INDEX "vehicles_listed_idx" ON "vehicles" USING btree ("vehicle_type","status") WHERE "vehicles"."archived_at" is null;