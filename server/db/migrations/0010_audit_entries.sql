-- Issue 18: who changed what. One row per change, written in the change's own transaction.
CREATE TABLE "audit_entries" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  -- When the user acted: earlier than "at" for a change replayed from the offline queue.
  "acted_at" timestamp with time zone DEFAULT now() NOT NULL,
  "actor_id" integer REFERENCES "users"("id"),
  "entity" text NOT NULL,
  "entity_id" integer NOT NULL,
  "action" text NOT NULL,
  "before" jsonb,
  "after" jsonb,
  CONSTRAINT "audit_entries_entity_check" CHECK ("entity" IN ('vehicle', 'reservation'))
);--> statement-breakpoint
CREATE INDEX "audit_entries_entity_idx" ON "audit_entries" ("entity", "entity_id", "at" DESC, "id" DESC);--> statement-breakpoint
-- Append-only: no UPDATE, DELETE or TRUNCATE, whatever the code asks. Statement triggers, so
-- even a statement that would touch no row is refused. Only the demo reset (seed --reset) may
-- empty the table, by setting elite.audit_reset inside its own transaction.
CREATE FUNCTION "audit_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' AND current_setting('elite.audit_reset', true) = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'El historial no se puede modificar ni borrar (%).', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_entries_no_change" BEFORE UPDATE OR DELETE OR TRUNCATE
  ON "audit_entries" FOR EACH STATEMENT EXECUTE FUNCTION "audit_entries_append_only"();
