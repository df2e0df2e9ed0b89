CREATE TABLE "campaign_refusals" (
	"campaign_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "campaign_refusals_pkey" PRIMARY KEY("campaign_id","reason","minute"),
	CONSTRAINT "campaign_refusals_count_check" CHECK ("campaign_refusals"."count" > 0)
);
--> statement-breakpoint
ALTER TABLE "campaign_refusals" ADD CONSTRAINT "campaign_refusals_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;