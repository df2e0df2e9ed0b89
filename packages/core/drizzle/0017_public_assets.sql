CREATE TABLE "public_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"filename" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_assets_kind_check" CHECK ("public_assets"."kind" in ('IMAGE', 'FILE')),
	CONSTRAINT "public_assets_type_check" CHECK ("public_assets"."content_type" in ('image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf')),
	CONSTRAINT "public_assets_size_check" CHECK ("public_assets"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "public_assets" ADD CONSTRAINT "public_assets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_assets_project_idx" ON "public_assets" USING btree ("project_id");