import type { Locale } from "@fanfare/protocol";
import { CONDITION_KIND_TEXTS } from "../features/conditions/texts";
import type { MessageTree } from "../features/social/providers/provider";
import { SOCIAL_PROVIDER_TEXTS } from "../features/social/providers/texts";
import { type ModuleTexts, mergeModuleTexts } from "./merge-messages";

/**
 * The texts condition kinds and providers keep in their own folders (ADR 0020), merged into the
 * messages of messages/<locale>/common.json: a new kind or provider adds its texts without editing the
 * four common.json files. Its error codes' translations merge into `errors` beside the others.
 */

type ProviderTexts = (typeof SOCIAL_PROVIDER_TEXTS)[keyof typeof SOCIAL_PROVIDER_TEXTS];

type UnionToIntersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (
  value: infer Intersection,
) => void
  ? Intersection
  : never;

/** The Japanese tree of every module's texts (every locale has the same keys: their `satisfies` say so). */
export type ModuleMessages = UnionToIntersection<
  (typeof CONDITION_KIND_TEXTS)[number]["ja"] | ([ProviderTexts] extends [never] ? never : ProviderTexts["ja"])
>;

export const MODULE_TEXTS: readonly ModuleTexts[] = [...CONDITION_KIND_TEXTS, ...Object.values(SOCIAL_PROVIDER_TEXTS)];

/**
 * `base` with every module's texts for `locale` added (merge-messages.ts: a text defined twice throws).
 */
export function withModuleMessages<Base extends MessageTree>(
  locale: Locale,
  base: Base,
  modules: readonly ModuleTexts[] = MODULE_TEXTS,
): Base & ModuleMessages {
  return mergeModuleTexts(locale, base, modules) as Base & ModuleMessages;
}
