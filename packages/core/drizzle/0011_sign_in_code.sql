ALTER TABLE "email_tokens" ADD COLUMN "browser_key_hash" text;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD COLUMN "code_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "email_tokens_browser_key_hash_idx" ON "email_tokens" USING btree ("browser_key_hash");--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_code_bound_check" CHECK ("email_tokens"."code_hash" is null or "email_tokens"."browser_key_hash" is not null);