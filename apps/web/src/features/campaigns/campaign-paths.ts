import type { ConditionView } from "@fanfare/protocol";
import { sanitizeReturnTo } from "@/lib/return-to";

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

/** The policies page, sending the fan on to `next` (a page of the same campaign) once they accepted. */
export function policiesPath(projectId: string, campaignId: string, next?: string): string {
  const path = campaignPath(projectId, campaignId, "policies");
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}

/**
 * Where the policies page goes once accepted: `next` when it is a page of this campaign (a path of this
 * site by the shared rule, under the campaign's own path), else the conditions. Nothing from the query
 * string can send the fan to another campaign or off the site.
 */
export function policiesNext(projectId: string, campaignId: string, next: string | null): string {
  const fallback = campaignPath(projectId, campaignId, "conditions");
  const path = sanitizeReturnTo(next);
  if (!path) return fallback;
  const base = campaignPath(projectId, campaignId);
  return path === base || path.startsWith(`${base}/`) ? path : fallback;
}
