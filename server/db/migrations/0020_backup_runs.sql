-- Scheduled backups (issue 31): one row per day in El Salvador, claimed by the one instance that
-- makes that day's backup; the others see the conflict and skip.
CREATE TABLE "backup_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"claimed_by" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file" text
);
