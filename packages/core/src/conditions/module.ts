import type { ConditionType, ConditionView, ContentTabType } from "@fanfare/protocol";
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

/**
 * The common interface of condition kinds: one module per kind under conditions/<kind>/, every one of
 * them (codes, survey, wallet address, NFT ownership, music and social) implementing the same three verbs.
 *   describe  what the fan sees of the condition (never secrets such as codes)
 *   check     whether the fan's progress completes it
 *   complete  validate the fan's input and record completion (throws AppError with the kind's codes)
 */
export type ConditionModule = {
  type: ConditionType;
  /** The spec's content tab it is grouped under, and its claim page's route slug. */
  tab: ContentTabType;
  slug: string;
  /** The stored `config` jsonb: validated with this before it is written and after it is read. */
  configSchema: z.ZodType;
  describe(config: unknown, progress: Record<string, unknown> | undefined): Partial<ConditionView>;
  check(progress: Record<string, unknown> | undefined): boolean;
  complete(args: CompleteArgs): Promise<void>;
};
