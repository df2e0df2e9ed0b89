import type { SocialProvider } from "@fanfare/protocol";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { socialConditionStates } from "./tables";

type Key = { conditionId: string; userId: string; campaignId: string; provider: SocialProvider };

/** Records that the fan refused the permission or posted without the hashtag (RejectPermission / HasNotHashtag). */
export async function setSocialConditionState(
  db: DbOrTx,
  key: Key,
  state: "REJECT_PERMISSION" | "HAS_NOT_HASHTAG",
  now: Date,
): Promise<void> {
  await db
    .insert(socialConditionStates)
    .values({ ...key, state, updatedAt: now })
    .onConflictDoUpdate({
      target: [socialConditionStates.conditionId, socialConditionStates.userId],
      set: { state, updatedAt: now },
    });
}

export async function clearSocialConditionState(db: DbOrTx, conditionId: string, userId: string): Promise<void> {
  await db
    .delete(socialConditionStates)
    .where(and(eq(socialConditionStates.conditionId, conditionId), eq(socialConditionStates.userId, userId)));
}

/** A successful connection lifts the fan's refusals of that provider's permission. */
export async function clearPermissionRejections(db: DbOrTx, userId: string, provider: SocialProvider): Promise<void> {
  await db
    .delete(socialConditionStates)
    .where(
      and(
        eq(socialConditionStates.userId, userId),
        eq(socialConditionStates.provider, provider),
        eq(socialConditionStates.state, "REJECT_PERMISSION"),
      ),
    );
}

export async function loadSocialConditionStates(db: DbOrTx, campaignId: string, userId: string) {
  const rows = await db
    .select({ conditionId: socialConditionStates.conditionId, state: socialConditionStates.state })
    .from(socialConditionStates)
    .where(and(eq(socialConditionStates.campaignId, campaignId), eq(socialConditionStates.userId, userId)));
  return new Map(rows.map((r) => [r.conditionId, r.state]));
}
