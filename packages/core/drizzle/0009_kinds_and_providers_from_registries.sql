ALTER TABLE "conditions" DROP CONSTRAINT "conditions_type_check";--> statement-breakpoint
ALTER TABLE "oauth_states" DROP CONSTRAINT "oauth_states_provider_check";--> statement-breakpoint
ALTER TABLE "social_accounts" DROP CONSTRAINT "social_accounts_provider_check";