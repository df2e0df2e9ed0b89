import { z } from "zod";
import { defineConditionKind } from "../definitions";
import { CODE_ACTION, CODE_ERRORS, GivenCodes } from "./parts/codes";

/** NFT_IS_LINKED_BY_CODE: single-use codes, each bound to one NFT of the campaign (by its key). */
export const NFT_IS_LINKED_BY_CODE = defineConditionKind({
  type: "NFT_IS_LINKED_BY_CODE",
  slug: "nft-is-linked-by-code",
  tab: "receiving",
  provider: null,
  proof: "CODE",
  settings: z.object({ codes: GivenCodes }),
  action: CODE_ACTION,
  errors: CODE_ERRORS,
});
