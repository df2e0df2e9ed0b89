ALTER TABLE "draw_entries" ADD COLUMN "result_mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "draw_entries_unmailed_idx" ON "draw_entries" USING btree ("decided_at") WHERE "draw_entries"."result_mailed_at" is null and "draw_entries"."decided_at" is not null;--> statement-breakpoint
-- Draws decided before result mails existed are not mailed now, weeks late: count them as told.
UPDATE "draw_entries" SET "result_mailed_at" = "decided_at" WHERE "decided_at" IS NOT NULL;
