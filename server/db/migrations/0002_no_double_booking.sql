-- A vehicle occupies every day from start_date to end_date inclusive. Two active reservations of
-- one vehicle whose inclusive ranges overlap cannot both exist: the database refuses the second.
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap"
  EXCLUDE USING gist ("vehicle_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&)
  WHERE ("status" = 'active');
