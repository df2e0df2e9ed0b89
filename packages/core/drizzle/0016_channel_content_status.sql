ALTER TABLE "channel_contents" ADD COLUMN "status" text DEFAULT 'PUBLISH' NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_contents" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_contents" ADD CONSTRAINT "channel_contents_status_check" CHECK ("channel_contents"."status" in ('MAKING', 'PUBLISH'));