import { z } from "zod";
import { isSupportedChainId } from "../chains";
import { defineConditionKind } from "../definitions";
import { NFT_SOURCES } from "../enums";
import { VERIFY_ACTION } from "./parts/verify";

/**
 * NFT_OWN_UNLIMITED: the fan must hold NFTs in the wallets they proved are theirs (linked by signing, or
 * their web wallet). FROM_NFT_MARKETING_PLATFORM counts any NFT of this project's deployed collections;
 * FROM_SPECIFY_CONTRACT_ADDRESS counts tokens of one contract the operator names. The EIP-55 checksum of
 * a mixed-case address is checked when the campaign is created (core; the protocol carries no keccak).
 */
export const NftOwnConfig = z
  .object({
    source: z.enum(NFT_SOURCES),
    chainId: z
      .int()
      .refine((id) => isSupportedChainId(id), "not a supported chain")
      .optional(),
    contractAddress: z
      .string()
      .regex(/^0x[0-9a-fA-F]{40}$/u, "invalid_address")
      .optional(),
    /** How many tokens the fan must hold together (default 1). */
    minimumCount: z.int().min(1).max(10_000).default(1),
  })
  .strict()
  .superRefine((c, ctx) => {
    const specified = c.source === "FROM_SPECIFY_CONTRACT_ADDRESS";
    for (const field of ["chainId", "contractAddress"] as const) {
      if (specified && c[field] === undefined) {
        ctx.addIssue({ code: "custom", path: [field], message: "required with FROM_SPECIFY_CONTRACT_ADDRESS" });
      }
      if (!specified && c[field] !== undefined) {
        ctx.addIssue({ code: "custom", path: [field], message: "only with FROM_SPECIFY_CONTRACT_ADDRESS" });
      }
    }
  });
export type NftOwnConfig = z.infer<typeof NftOwnConfig>;

/** NFT_OWN_UNLIMITED: holders of an NFT (see NftOwnConfig), checked on the chain when the fan asks to verify. */
export const NFT_OWN_UNLIMITED = defineConditionKind({
  type: "NFT_OWN_UNLIMITED",
  slug: "nft-own-unlimited",
  tab: "wallet-address",
  provider: null,
  proof: "CHAIN",
  settings: z.object({ nft: NftOwnConfig }),
  action: VERIFY_ACTION,
  errors: {
    "nftOwn-E2001": { status: 409, category: "BAD_REQUEST", message: "You do not own the required NFT yet." },
    "nftOwn-E2002": {
      status: 503,
      category: "BAD_REQUEST",
      message: "Your NFTs could not be checked on the blockchain right now. Please try again later.",
    },
  },
});
