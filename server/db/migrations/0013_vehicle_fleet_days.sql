-- Issue 18: the utilisation report counts a vehicle's available days from its creation to its
-- archiving, as dates in El Salvador. Worked out per reservation and month, the two time zone
-- conversions were a fifth of the report's time for a year by month at 200,000 reservations
-- (100,800 reservation-months); stored with the vehicle, they are worked out once per change.
ALTER TABLE "vehicles" ADD COLUMN "fleet_from" date
  GENERATED ALWAYS AS (("created_at" AT TIME ZONE 'America/El_Salvador')::date) STORED;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "fleet_until" date
  GENERATED ALWAYS AS (coalesce(("archived_at" AT TIME ZONE 'America/El_Salvador')::date, 'infinity'::date)) STORED;
