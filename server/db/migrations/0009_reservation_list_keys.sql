-- Issue 14: the management list pages by keyset on the SPEC's date and price keys. Each index
-- holds the active reservations in (key, id) order, so a page is an index range scan that stops
-- after limit + 1 rows, whatever the history behind it.
CREATE INDEX "reservations_start_keyset_idx" ON "reservations" ("start_date", "id") WHERE "status" = 'active';--> statement-breakpoint
CREATE INDEX "reservations_end_keyset_idx" ON "reservations" ("end_date", "id") WHERE "status" = 'active';--> statement-breakpoint
CREATE INDEX "reservations_created_keyset_idx" ON "reservations" ("created_at", "id") WHERE "status" = 'active';--> statement-breakpoint
CREATE INDEX "reservations_price_keyset_idx" ON "reservations" ("total_price", "id") WHERE "status" = 'active';
