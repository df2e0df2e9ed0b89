CREATE TABLE "relayer_leases" (
	"chain_id" integer NOT NULL,
	"address" text NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "relayer_leases_chain_id_address_pk" PRIMARY KEY("chain_id","address")
);
