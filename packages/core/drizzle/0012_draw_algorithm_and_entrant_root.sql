ALTER TABLE "campaigns" ADD COLUMN "draw_algorithm" text;--> statement-breakpoint
ALTER TABLE "draw_records" ADD COLUMN "algorithm" text;--> statement-breakpoint
ALTER TABLE "draw_records" ADD COLUMN "entrants_root" text;