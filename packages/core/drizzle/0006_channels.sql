CREATE TABLE "channel_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"filename" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_assets_kind_check" CHECK ("channel_assets"."kind" in ('IMAGE', 'VIDEO', 'AUDIO', 'FILE')),
	CONSTRAINT "channel_assets_size_check" CHECK ("channel_assets"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "channel_content_assets" (
	"content_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"asset_id" uuid NOT NULL,
	CONSTRAINT "channel_content_assets_content_id_position_pk" PRIMARY KEY("content_id","position")
);
--> statement-breakpoint
CREATE TABLE "channel_contents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"texts" jsonb NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"hide_title_from_non_members" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_contents_kind_check" CHECK ("channel_contents"."kind" in ('ARTICLE', 'GALLERY', 'VIDEO', 'AUDIO', 'FILE'))
);
--> statement-breakpoint
CREATE TABLE "channel_memberships" (
	"channel_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_memberships_channel_id_user_id_pk" PRIMARY KEY("channel_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"texts" jsonb NOT NULL,
	"requirements" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'MAKING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channels_status_check" CHECK ("channels"."status" in ('MAKING', 'PUBLISH'))
);
--> statement-breakpoint
ALTER TABLE "channel_assets" ADD CONSTRAINT "channel_assets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_content_assets" ADD CONSTRAINT "channel_content_assets_content_id_channel_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."channel_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_content_assets" ADD CONSTRAINT "channel_content_assets_asset_id_channel_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."channel_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_contents" ADD CONSTRAINT "channel_contents_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_memberships" ADD CONSTRAINT "channel_memberships_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_memberships" ADD CONSTRAINT "channel_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_assets_project_idx" ON "channel_assets" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "channel_content_assets_asset_idx" ON "channel_content_assets" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "channel_contents_channel_idx" ON "channel_contents" USING btree ("channel_id","publish_at");--> statement-breakpoint
CREATE INDEX "channel_memberships_user_idx" ON "channel_memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "channels_project_idx" ON "channels" USING btree ("project_id");