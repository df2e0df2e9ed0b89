import type { ConditionView } from "@fanfare/protocol";

/** The URLs under /projects/[projectId]/[campaign] (spec section 2), without the locale. */
export function campaignPath(projectId: string, campaignId: string, rest = ""): string {
  const base = `/projects/${encodeURIComponent(projectId)}/${encodeURIComponent(campaignId)}`;
  return rest ? `${base}/${rest}` : base;
}

/**
 * A condition's own page: `[condition]` by its slug when it is the only one of its kind,
 * `conditions/[condition]/[index]` when the campaign has several of that kind.
 */
export function conditionPath(
  projectId: string,
  campaignId: string,
  condition: Pick<ConditionView, "slug" | "index" | "type">,
  conditions: readonly Pick<ConditionView, "type">[],
): string {
  const sameKind = conditions.filter((other) => other.type === condition.type).length;
  return sameKind > 1
    ? campaignPath(projectId, campaignId, `conditions/${condition.slug}/${condition.index}`)
    : campaignPath(projectId, campaignId, condition.slug);
}

const CODE_TYPES = new Set(["SPECIFY_A_SINGLE_CODE", "SPECIFY_MULTIPLE_CODES", "NFT_IS_LINKED_BY_CODE"]);

/**
 * The condition a `[condition]` route names. Besides each kind's own slug, `code-input` (spec) means
 * the campaign's code condition whatever its kind.
 */
export function findCondition<T extends Pick<ConditionView, "slug" | "index" | "type">>(
  conditions: readonly T[],
  slug: string,
  index = 1,
): T | undefined {
  if (slug === "code-input") return conditions.filter((c) => CODE_TYPES.has(c.type))[index - 1];
  return conditions.find((c) => c.slug === slug && c.index === index);
}

export function isCodeCondition(type: ConditionView["type"]): boolean {
  return CODE_TYPES.has(type);
}
