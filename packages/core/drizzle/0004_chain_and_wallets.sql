CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"chain_id" integer NOT NULL,
	"address" text,
	"deploy_tx_hash" text,
	"status" text DEFAULT 'DEPLOYING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deployed_at" timestamp with time zone,
	CONSTRAINT "collections_status_check" CHECK ("collections"."status" in ('DEPLOYING', 'DEPLOYED')),
	CONSTRAINT "collections_deployed_has_address" CHECK ("collections"."status" <> 'DEPLOYED' or "collections"."address" is not null)
);
--> statement-breakpoint
CREATE TABLE "linked_wallets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"address" text NOT NULL,
	"connector" text NOT NULL,
	"chain_id" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unlinked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "siwe_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "siwe_nonces_nonce_check" CHECK (length("siwe_nonces"."nonce") >= 8)
);
--> statement-breakpoint
CREATE TABLE "web_wallets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"address" text NOT NULL,
	"sealed_private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mint_jobs" DROP CONSTRAINT "mint_jobs_status_check";--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "chain_id" integer;--> statement-breakpoint
ALTER TABLE "mint_jobs" ADD COLUMN "chain_id" integer;--> statement-breakpoint
ALTER TABLE "mint_jobs" ADD COLUMN "contract_address" text;--> statement-breakpoint
ALTER TABLE "mint_jobs" ADD COLUMN "token_id" text;--> statement-breakpoint
ALTER TABLE "mint_jobs" ADD COLUMN "recipient" text;--> statement-breakpoint
ALTER TABLE "mint_jobs" ADD COLUMN "from_address" text;--> statement-breakpoint
ALTER TABLE "mint_jobs" ADD COLUMN "nonce" integer;--> statement-breakpoint
ALTER TABLE "mint_jobs" ADD COLUMN "tx_hash" text;--> statement-breakpoint
ALTER TABLE "mint_jobs" ADD COLUMN "block_number" text;--> statement-breakpoint
ALTER TABLE "mint_jobs" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mint_jobs" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "mint_jobs" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mint_jobs" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mint_jobs" ADD COLUMN "minted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_wallets" ADD CONSTRAINT "linked_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siwe_nonces" ADD CONSTRAINT "siwe_nonces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_wallets" ADD CONSTRAINT "web_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collections_campaign_chain_key" ON "collections" USING btree ("campaign_id","chain_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_chain_address_key" ON "collections" USING btree ("chain_id",lower("address"));--> statement-breakpoint
CREATE UNIQUE INDEX "linked_wallets_address_key" ON "linked_wallets" USING btree (lower("address")) WHERE "linked_wallets"."unlinked_at" is null;--> statement-breakpoint
CREATE INDEX "linked_wallets_user_idx" ON "linked_wallets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "siwe_nonces_expires_idx" ON "siwe_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "web_wallets_user_key" ON "web_wallets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "web_wallets_address_key" ON "web_wallets" USING btree (lower("address"));--> statement-breakpoint
CREATE UNIQUE INDEX "mint_jobs_token_key" ON "mint_jobs" USING btree ("chain_id",lower("contract_address"),"token_id");--> statement-breakpoint
CREATE INDEX "mint_jobs_submitted_idx" ON "mint_jobs" USING btree ("submitted_at") WHERE "mint_jobs"."status" = 'SUBMITTED';--> statement-breakpoint
ALTER TABLE "mint_jobs" ADD CONSTRAINT "mint_jobs_submitted_has_tx" CHECK ("mint_jobs"."status" not in ('SUBMITTED', 'MINTED') or ("mint_jobs"."tx_hash" is not null and "mint_jobs"."token_id" is not null));--> statement-breakpoint
ALTER TABLE "mint_jobs" ADD CONSTRAINT "mint_jobs_status_check" CHECK ("mint_jobs"."status" in ('PENDING', 'SUBMITTED', 'MINTED', 'FAILED'));