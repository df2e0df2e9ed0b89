import type { ConditionKind, ConditionType, ConditionView } from "@fanfare/protocol";
import type { z } from "zod";
import type { CampaignRow } from "../campaigns/tables";
import type { CoreContext, RequestMeta } from "../context";
import type { ConditionRow } from "./tables";

/** Everything a condition kind gets when a fan completes it (campaign window and policies are checked). */
export type CompleteArgs = {
  ctx: CoreContext;
  campaign: CampaignRow;
  condition: ConditionRow;
  fanId: string;
  now: Date;
  meta: RequestMeta;
  input: unknown;
};

/** The operator's settings of a kind, as its protocol declaration parsed them. */
export type ConditionSettings<Type extends ConditionType = ConditionType> = z.output<ConditionKind<Type>["settings"]>;

/** A code a definition brings: the one shared code, or serials each used once (optionally bound to an NFT key). */
export type GivenCode = { code: string; nft: string | undefined; singleUse: boolean };

/**
 * The common interface of condition kinds: one module per kind under conditions/<kind>/, every one of
 * them (codes, survey, wallet address, NFT ownership, music and social) implementing the same verbs.
 * Its `kind` is the protocol's declaration (slug, tab, provider, proof, settings, completion action).
 *   storeSettings  the operator's settings → the stored `config` (never codes: they get their own rows)
 *   describe       what the fan sees of the condition (never secrets such as codes)
 *   check          whether the fan's progress completes it
 *   complete       validate the fan's input and record completion (throws AppError with the kind's codes)
 */
export type ConditionModule<Type extends ConditionType = ConditionType> = {
  kind: ConditionKind<Type>;
  /** The stored `config` jsonb: validated with this before it is written and after it is read. */
  configSchema: z.ZodType;
  storeSettings(settings: ConditionSettings<Type>): Record<string, unknown>;
  /** The codes the operator's settings bring (code kinds only). */
  givenCodes?(settings: ConditionSettings<Type>): GivenCode[];
  /** The provider scopes this condition needs (kinds of a provider whose scopes depend on the condition). */
  connectScopes?(config: unknown): string[];
  describe(config: unknown, progress: Record<string, unknown> | undefined): Partial<ConditionView>;
  check(progress: Record<string, unknown> | undefined): boolean;
  complete(args: CompleteArgs): Promise<void>;
};

/** Settings that are the stored config as they are (the social kinds'), or nothing at all. */
export const storeAsIs = (settings: unknown): Record<string, unknown> => ({ ...(settings as object) });
export const storeNothing = (): Record<string, unknown> => ({});
