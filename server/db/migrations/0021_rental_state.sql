-- One rental state (issue 27). The day the app began recording hand-overs: reservations that
-- start before it and have no hand-over record keep the SPEC's date-based status (never
-- 'no-show' nor 'overdue'). It is the El Salvador day of the first hand-over ever recorded, or
-- the day this migration runs when there is none yet: bookings from before the counter used the
-- check-out and check-in screens were never expected to have records.
CREATE TABLE "handover_recording" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"since" date NOT NULL,
	CONSTRAINT "handover_recording_one_row_check" CHECK ("id")
);
--> statement-breakpoint
INSERT INTO "handover_recording" ("id", "since")
SELECT true, least(
	coalesce(min(("recorded_at" at time zone 'America/El_Salvador')::date), (now() at time zone 'America/El_Salvador')::date),
	(now() at time zone 'America/El_Salvador')::date
) FROM "handovers";
--> statement-breakpoint
-- Cancellations stay visible: who (cancelled_by, since 0001), when (cancelled_at) and why.
ALTER TABLE "reservations" ADD COLUMN "cancel_reason" text;
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_cancel_reason_check" CHECK ("cancel_reason" is null or char_length("cancel_reason") between 1 and 500);
