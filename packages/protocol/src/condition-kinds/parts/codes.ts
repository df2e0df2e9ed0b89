import { z } from "zod";
import { defineConditionAction } from "../../definitions";
import { CODE_INPUT_MAX_LENGTH, CODE_MAX_LENGTH } from "../../enums";

/** Ids the operator gives inside a definition (NFT keys, survey question and option ids). */
export const Slug = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/u);

/** A code the operator brings (printed in a booklet, already handed out); `nft` binds it to an NFT key. */
export const GivenCode = z.object({ code: z.string().min(1).max(CODE_MAX_LENGTH), nft: Slug.optional() });
/** Single-use codes given in the definition (or generated later: the clear codes are shown once). */
export const GivenCodes = z.array(GivenCode).max(10_000).default([]);

export const RedeemCodeRequest = z.object({ code: z.string().max(CODE_INPUT_MAX_LENGTH) });

/** The three code kinds are completed the same way: the fan enters a code. */
export const CODE_ACTION = defineConditionAction({
  name: "code",
  body: RedeemCodeRequest,
  summary: "Enter a code (single, multiple or NFT-linked code conditions)",
});

/** The code kinds' error codes (one catalogue for the three kinds). */
export const CODE_ERRORS = {
  "specificCode-E1002": { status: 400, category: "BAD_REQUEST", message: "Please enter a code." },
  "specificCode-E1003": { status: 400, category: "BAD_REQUEST", message: "The code is too long." },
  "specificCode-E2001": { status: 400, category: "BAD_REQUEST", message: "The code is incorrect." },
  "specificCode-E2002": { status: 409, category: "BAD_REQUEST", message: "The code has already been used." },
  "specificCode-E2003": { status: 409, category: "BAD_REQUEST", message: "This account has already used a code." },
  "specificCode-E2005": { status: 409, category: "BAD_REQUEST", message: "Already completed." },
} as const;
