-- Issue 18: secret iCalendar feed URLs. Only the SHA-256 of the token is kept (docs/security.md).
CREATE TABLE "calendar_feeds" (
  "id" serial PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id"),
  "scope" text NOT NULL,
  "vehicle_id" integer REFERENCES "vehicles"("id"),
  "token_hash" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "calendar_feeds_scope_check" CHECK ("scope" IN ('mine', 'all', 'vehicle')),
  CONSTRAINT "calendar_feeds_vehicle_check" CHECK (("scope" = 'vehicle') = ("vehicle_id" IS NOT NULL))
);--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_idx" ON "calendar_feeds" ("token_hash");--> statement-breakpoint
CREATE INDEX "calendar_feeds_user_idx" ON "calendar_feeds" ("user_id");
