// The shapes of a condition kind's and a social provider's declaration (ADR 0020). A leaf module: it
// imports types only, so the kinds and providers can use it without reaching the registry that lists
// them (enums.ts and the schemas import that registry; a runtime import back would be a cycle).
import type { z } from "zod";
import type { ContentTabType, ErrorCategory } from "./enums";

/** One entry of the error catalogue: code → HTTP status → global category (see errors.ts). */
export type ErrorDef = {
  status: number;
  category: ErrorCategory;
  /** The category used instead when the request carried no session (BANNED → BANNED_NO_AUTH, …). */
  noAuthCategory?: ErrorCategory;
  /** English meaning; the web shows the translation keyed by the code, this is the API's fallback text. */
  message: string;
};

/**
 * How strongly completing a kind proves the fan did it, for the operator console's funnels:
 * PROVIDER verified by the provider's API, CHAIN read on chain, CODE a code printed or sent,
 * SELF_ATTESTED the fan's word (survey, wallet address).
 */
export const PROOF_STRENGTHS = ["PROVIDER", "CHAIN", "CODE", "SELF_ATTESTED"] as const;
export type ProofStrength = (typeof PROOF_STRENGTHS)[number];

/**
 * The fan's completion route of a kind: `POST /api/v1/campaigns/:campaignId/conditions/:conditionId/<name>`
 * with `body`. Kinds that take the same input share one action (the three code kinds share `code`).
 */
export type ConditionActionDefinition<Name extends string = string, Body extends z.ZodType = z.ZodType> = {
  name: Name;
  body: Body;
  /** The route's summary in the OpenAPI document. */
  summary: string;
};

export function defineConditionAction<const Name extends string, Body extends z.ZodType>(
  action: ConditionActionDefinition<Name, Body>,
): ConditionActionDefinition<Name, Body> {
  return action;
}

/** A condition kind as the protocol knows it: one file per kind under condition-kinds/. */
export type ConditionKindDefinition = {
  /** The spec's condition type. */
  type: string;
  /** Its claim page's route slug. */
  slug: string;
  /** The spec's content tab it is grouped under on the campaign page. */
  tab: ContentTabType;
  /** The social provider the fan connects for it (its id, as in providers/), or null. */
  provider: string | null;
  proof: ProofStrength;
  /** The operator's settings of the kind: the fields beside `type` in a ConditionDefinition. */
  settings: z.ZodObject;
  /** How the fan completes it; null when there is nothing to do (NONE). */
  action: ConditionActionDefinition | null;
  /** The kind's own error codes, merged into ERRORS. */
  errors: Record<string, ErrorDef>;
};

export function defineConditionKind<const Kind extends ConditionKindDefinition>(kind: Kind): Kind {
  return kind;
}

/** A music or social provider as the protocol knows it: one file per provider under providers/. */
export type SocialProviderDefinition = {
  /** Its id in upper case (SocialProvider), as stored and sent. */
  id: string;
  /** Its brand name, for messages. */
  name: string;
  /** Its lower-case name in URLs (`/api/v1/social/<urlSlug>/callback`). */
  urlSlug: string;
  /** The prefix of its error codes (`<errorPrefix>-E2000` …). */
  errorPrefix: string;
  /** Its error catalogue entries, merged into ERRORS. */
  errors: Record<string, ErrorDef>;
  /** What its kinds ask the fan to act on (SocialConditionView.target.kind), if anything: Spotify's track, … */
  targetKinds?: readonly string[];
};

export function defineSocialProvider<const Provider extends SocialProviderDefinition>(provider: Provider): Provider {
  return provider;
}

/** `A | B` → `A & B`: merges the error records of the kinds and providers into one precise type. */
export type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;
