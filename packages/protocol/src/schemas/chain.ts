import { z } from "zod";

/** Where a claim's mint stands: PENDING (queued) → SUBMITTED (transaction sent) → MINTED, or FAILED. */
export const MINT_STATUSES = ["PENDING", "SUBMITTED", "MINTED", "FAILED"] as const;
export type MintStatus = (typeof MINT_STATUSES)[number];

/**
 * The chain side of a received NFT. Fields the relayer has not decided yet are null (a PENDING mint
 * may not know its collection). `owner` is the recipient once MINTED; `explorerUrl` links the mint
 * transaction on the chain's block explorer (null on the local chain).
 */
export const MintView = z
  .object({
    status: z.enum(MINT_STATUSES),
    chainId: z.int().nullable(),
    contractAddress: z.string().nullable(),
    tokenId: z.string().nullable(),
    owner: z.string().nullable(),
    recipient: z.string().nullable(),
    txHash: z.string().nullable(),
    explorerUrl: z.string().nullable(),
  })
  .meta({ id: "Mint" });
export type MintView = z.infer<typeof MintView>;

/** Path of the metadata endpoint; junk is refused by the schema (request-E1000), never a 500. */
export const TokenMetadataParams = z.object({
  chainId: z.string().regex(/^[1-9]\d{0,9}$/u),
  contractAddress: z.string().regex(/^0x[0-9a-fA-F]{40}$/u),
  /** uint256 in decimal. */
  tokenId: z.string().regex(/^(0|[1-9]\d{0,77})$/u),
});

/** Standard ERC-721 metadata JSON (what wallets and marketplaces read from tokenURI). */
export const TokenMetadata = z
  .object({
    name: z.string(),
    description: z.string(),
    image: z.string(),
    external_url: z.string(),
    attributes: z.array(z.object({ trait_type: z.string(), value: z.union([z.string(), z.number()]) })),
  })
  .meta({ id: "TokenMetadata" });
export type TokenMetadata = z.infer<typeof TokenMetadata>;
