import { z } from "zod";
import { defineConditionAction, defineConditionKind } from "../definitions";

export const SubmitWalletAddressRequest = z.object({ address: z.string().max(200) });

/** WALLET_ADDRESS_RECEIVED: the fan gives the address the NFT goes to (EIP-55 checked by the server). */
export const WALLET_ADDRESS_RECEIVED = defineConditionKind({
  type: "WALLET_ADDRESS_RECEIVED",
  slug: "wallet-address",
  tab: "wallet-address",
  provider: null,
  proof: "SELF_ATTESTED",
  settings: z.object({}),
  action: defineConditionAction({
    name: "wallet-address",
    body: SubmitWalletAddressRequest,
    summary: "Give the wallet address (EIP-55)",
  }),
  errors: {
    "walletAddress-E1001": {
      status: 400,
      category: "BAD_REQUEST",
      message:
        "The wallet address is not valid (0x and 40 hexadecimal characters; mixed case must match its checksum).",
    },
    "walletAddress-E2001": {
      status: 409,
      category: "BAD_REQUEST",
      message: "The wallet address cannot be changed after claiming in this campaign.",
    },
  },
});
