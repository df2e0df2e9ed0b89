CREATE TABLE "page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_views_kind_check" CHECK ("page_views"."kind" in ('conditions', 'campaign_detail')),
	CONSTRAINT "page_views_source_check" CHECK ("page_views"."source" in ('nmp', 'campaign'))
);
--> statement-breakpoint
CREATE TABLE "campaign_nfts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"supply" integer,
	"issued_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_nfts_supply_check" CHECK ("campaign_nfts"."issued_count" >= 0 and "campaign_nfts"."issued_count" <= coalesce("campaign_nfts"."supply", "campaign_nfts"."issued_count"))
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"texts" jsonb NOT NULL,
	"publish_status" text DEFAULT 'MAKING' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"distribution_starts_at" timestamp with time zone NOT NULL,
	"distribution_ends_at" timestamp with time zone NOT NULL,
	"theme" text DEFAULT 'dark' NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_source" text NOT NULL,
	"image_url" text,
	"effect" text NOT NULL,
	"effect_image_url" text,
	"reward_kind" text NOT NULL,
	"reward_timing" text,
	"total_supply" integer NOT NULL,
	"per_fan_limit" integer DEFAULT 1 NOT NULL,
	"prize_count" integer,
	"win_percent" integer,
	"claimed_count" integer DEFAULT 0 NOT NULL,
	"winner_count" integer DEFAULT 0 NOT NULL,
	"draw_seed" text,
	"draw_seed_hash" text,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "campaigns_publish_status_check" CHECK ("campaigns"."publish_status" in ('MAKING', 'PUBLISH', 'END')),
	CONSTRAINT "campaigns_theme_check" CHECK ("campaigns"."theme" in ('light', 'dark')),
	CONSTRAINT "campaigns_image_source_check" CHECK ("campaigns"."image_source" in ('NFT_IMAGE', 'PRESENT_IMAGE', 'CUSTOM_IMAGE')),
	CONSTRAINT "campaigns_effect_check" CHECK ("campaigns"."effect" in ('CONFETTI', 'CRACKER', 'GEOMETRY', 'CIRCLE', 'CUSTOM_IMAGE')),
	CONSTRAINT "campaigns_window_check" CHECK ("campaigns"."starts_at" < "campaigns"."ends_at"),
	CONSTRAINT "campaigns_distribution_window_check" CHECK ("campaigns"."distribution_starts_at" < "campaigns"."distribution_ends_at"),
	CONSTRAINT "campaigns_supply_check" CHECK ("campaigns"."claimed_count" >= 0 and "campaigns"."claimed_count" <= "campaigns"."total_supply"),
	CONSTRAINT "campaigns_per_fan_limit_check" CHECK ("campaigns"."per_fan_limit" between 1 and 100),
	CONSTRAINT "campaigns_reward_check" CHECK (("campaigns"."reward_kind" = 'NFT_CLAIM' and "campaigns"."reward_timing" is null and "campaigns"."prize_count" is null)
        or ("campaigns"."reward_kind" = 'LUCKY_DRAW' and "campaigns"."reward_timing" in ('AFTER_CAMPAIGN_END', 'UPON_COMPLETION_OF_APPLICATION')
            and "campaigns"."prize_count" between 1 and "campaigns"."total_supply")),
	CONSTRAINT "campaigns_instant_draw_check" CHECK (("campaigns"."reward_timing" = 'UPON_COMPLETION_OF_APPLICATION') = ("campaigns"."win_percent" is not null)
        and ("campaigns"."win_percent" is null or "campaigns"."win_percent" between 1 and 100)),
	CONSTRAINT "campaigns_winners_check" CHECK ("campaigns"."winner_count" >= 0 and "campaigns"."winner_count" <= coalesce("campaigns"."prize_count", 0)),
	CONSTRAINT "campaigns_published_draw_has_seed" CHECK ("campaigns"."reward_kind" <> 'LUCKY_DRAW' or "campaigns"."publish_status" = 'MAKING' or "campaigns"."draw_seed_hash" is not null)
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"nft_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_sequence_check" CHECK ("claims"."sequence" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "mint_jobs" (
	"claim_id" uuid PRIMARY KEY NOT NULL,
	"job_key" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mint_jobs_status_check" CHECK ("mint_jobs"."status" in ('PENDING', 'QUEUED', 'MINTED', 'FAILED')),
	CONSTRAINT "mint_jobs_key_check" CHECK ("mint_jobs"."job_key" = 'mint:' || "mint_jobs"."claim_id"::text)
);
--> statement-breakpoint
CREATE TABLE "policy_acceptances" (
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_acceptances_campaign_id_user_id_pk" PRIMARY KEY("campaign_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"condition_id" uuid NOT NULL,
	"hash" text NOT NULL,
	"single_use" boolean NOT NULL,
	"nft_id" uuid,
	"used_by" uuid,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "codes_used_pair_check" CHECK (("codes"."used_by" is null) = ("codes"."used_at" is null)),
	CONSTRAINT "codes_shared_never_used_check" CHECK ("codes"."single_use" or "codes"."used_by" is null)
);
--> statement-breakpoint
CREATE TABLE "condition_progress" (
	"condition_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "condition_progress_condition_id_user_id_pk" PRIMARY KEY("condition_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conditions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "conditions_type_check" CHECK ("conditions"."type" in ('NONE', 'INSTAGRAM_HASHTAG', 'SURVEY', 'SPOTIFY_LIKE_SONG', 'SPOTIFY_FOLLOW_ARTIST', 'NFT_OWN_UNLIMITED', 'WALLET_ADDRESS_RECEIVED', 'SPOTIFY_ADD_PLAYLIST_OR_ALBUM', 'TIKTOK_HASHTAG', 'SPECIFY_A_SINGLE_CODE', 'SPECIFY_MULTIPLE_CODES', 'NFT_IS_LINKED_BY_CODE')),
	CONSTRAINT "conditions_position_check" CHECK ("conditions"."position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "draw_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"result" text DEFAULT 'COMPLETED_CONDITION' NOT NULL,
	"contact_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "draw_entries_result_check" CHECK ("draw_entries"."result" in ('COMPLETED_CONDITION', 'WIN', 'FAILED')),
	CONSTRAINT "draw_entries_decided_check" CHECK (("draw_entries"."result" = 'COMPLETED_CONDITION') = ("draw_entries"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "draw_records" (
	"campaign_id" uuid PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"prize_count" integer NOT NULL,
	"win_percent" integer,
	"entry_ids" jsonb NOT NULL,
	"entrants_hash" text NOT NULL,
	"winner_entry_ids" jsonb NOT NULL,
	"drawn_at" timestamp with time zone NOT NULL,
	CONSTRAINT "draw_records_mode_check" CHECK ("draw_records"."mode" in ('AFTER_CAMPAIGN_END', 'UPON_COMPLETION_OF_APPLICATION'))
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_role_check" CHECK ("operators"."role" in ('OWNER', 'EDITOR'))
);
--> statement-breakpoint
CREATE TABLE "project_assets" (
	"project_id" uuid NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "project_assets_project_id_type_pk" PRIMARY KEY("project_id","type"),
	CONSTRAINT "project_assets_type_check" CHECK ("project_assets"."type" in ('NFT', 'LOGO', 'TERMS_SERVICE_JP', 'TERMS_SERVICE_EN', 'TERMS_SERVICE_FR', 'TERMS_SERVICE_TH', 'PRIVACY_POLICY_JP', 'PRIVACY_POLICY_EN', 'PRIVACY_POLICY_FR', 'PRIVACY_POLICY_TH'))
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"texts" jsonb NOT NULL,
	"allowed_countries" jsonb NOT NULL,
	"status" text DEFAULT 'MAKING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "projects_status_check" CHECK ("projects"."status" in ('MAKING', 'PUBLISH')),
	CONSTRAINT "projects_countries_check" CHECK (jsonb_typeof("projects"."allowed_countries") = 'array')
);
--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_nfts" ADD CONSTRAINT "campaign_nfts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_nft_id_campaign_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."campaign_nfts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mint_jobs" ADD CONSTRAINT "mint_jobs_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_acceptances" ADD CONSTRAINT "policy_acceptances_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_acceptances" ADD CONSTRAINT "policy_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_condition_id_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."conditions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_nft_id_campaign_nfts_id_fk" FOREIGN KEY ("nft_id") REFERENCES "public"."campaign_nfts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_progress" ADD CONSTRAINT "condition_progress_condition_id_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."conditions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_progress" ADD CONSTRAINT "condition_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_progress" ADD CONSTRAINT "condition_progress_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conditions" ADD CONSTRAINT "conditions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_entries" ADD CONSTRAINT "draw_entries_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_entries" ADD CONSTRAINT "draw_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_records" ADD CONSTRAINT "draw_records_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_assets" ADD CONSTRAINT "project_assets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_views_campaign_created_idx" ON "page_views" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_nfts_campaign_key" ON "campaign_nfts" USING btree ("campaign_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_nfts_campaign_position" ON "campaign_nfts" USING btree ("campaign_id","position");--> statement-breakpoint
CREATE INDEX "campaigns_project_idx" ON "campaigns" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "campaigns_company_idx" ON "campaigns" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_campaign_user_sequence_key" ON "claims" USING btree ("campaign_id","user_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_user_idempotency_key" ON "claims" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "claims_campaign_idx" ON "claims" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mint_jobs_job_key" ON "mint_jobs" USING btree ("job_key");--> statement-breakpoint
CREATE INDEX "mint_jobs_pending_idx" ON "mint_jobs" USING btree ("created_at") WHERE "mint_jobs"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "codes_condition_hash_key" ON "codes" USING btree ("condition_id","hash");--> statement-breakpoint
CREATE UNIQUE INDEX "codes_condition_used_by_key" ON "codes" USING btree ("condition_id","used_by") WHERE "codes"."used_by" is not null;--> statement-breakpoint
CREATE INDEX "condition_progress_campaign_user_idx" ON "condition_progress" USING btree ("campaign_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conditions_campaign_position_key" ON "conditions" USING btree ("campaign_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "draw_entries_campaign_user_key" ON "draw_entries" USING btree ("campaign_id","user_id");--> statement-breakpoint
CREATE INDEX "draw_entries_campaign_result_idx" ON "draw_entries" USING btree ("campaign_id","result");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_company_user_key" ON "operators" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "projects_company_idx" ON "projects" USING btree ("company_id");