import type { CampaignPatch } from "@fanfare/protocol";
import { eq, sql } from "drizzle-orm";
import { claims } from "../claims/tables";
import { conditionProgress } from "../conditions/tables";
import type { DbOrTx } from "../db/client";
import { drawEntries } from "../draws/tables";
import { AppError } from "../errors";
import type { CampaignRow } from "./tables";

/**
 * The rules of editing a published campaign (ADR 0023). A fan who took part relies on what was
 * announced when they did: the supply they may still get, the conditions they completed, the draw
 * committed by its seed, the windows they are inside of. An edit that would take any of that away is
 * refused with its own code; everything else (texts, images, theme, effect, links, more supply, longer
 * windows, the per-fan limit) is applied and logged like any edit.
 */

/** What the rules need to know beyond the row: whether any fan has started (progress, a claim, an entry). */
export type CampaignParticipation = { fansTakingPart: boolean };

/**
 * Whether any fan has taken part. Run it inside the edit's transaction after locking the campaign row:
 * progress, claims and entries reference that row, so a fan's first step waits for the edit (their insert
 * needs a key-share lock the edit's FOR UPDATE holds) and the answer cannot go stale before the commit.
 */
export async function campaignParticipation(db: DbOrTx, campaignId: string): Promise<CampaignParticipation> {
  const any = async (table: typeof conditionProgress | typeof claims | typeof drawEntries) => {
    const rows = await db.select({ one: sql<number>`1` }).from(table).where(eq(table.campaignId, campaignId)).limit(1);
    return rows.length > 0;
  };
  return {
    fansTakingPart: (await any(conditionProgress)) || (await any(claims)) || (await any(drawEntries)),
  };
}

/** The draw settings its seed commits to: fixed from publication (the seed hash is public from then on). */
const COMMITTED_DRAW_FIELDS = ["rewardTiming", "prizeCount", "winPercent"] as const;
/** Once drawn, the supply and the participation window are part of the published result too. */
const DRAWN_FIELDS = ["totalSupply", "perFanLimit", "startsAt", "endsAt"] as const;

type Comparable = string | number | Date | null | undefined;
const comparable = (v: Comparable) => (v instanceof Date ? v.getTime() : v);
const time = (iso: string | undefined) => (iso === undefined ? undefined : Date.parse(iso));

/** Whether the patch sets this field to something else than the row has. */
function changes(row: CampaignRow, patch: CampaignPatch, field: keyof CampaignPatch & keyof CampaignRow): boolean {
  const next = patch[field] as Comparable;
  if (next === undefined) return false;
  const was = comparable(row[field] as Comparable);
  return typeof was === "number" && typeof next === "string" ? was !== Date.parse(next) : was !== next;
}

/**
 * Refuses (AppError) an edit of a published or ended campaign that would hurt fans; a campaign still
 * being made (MAKING) has no fans and takes any edit its schema allows.
 */
export function assertEditKeepsFansWhole(
  row: CampaignRow,
  patch: CampaignPatch,
  participation: CampaignParticipation,
  now: Date,
): void {
  if (row.publishStatus === "MAKING") return;
  if (changes(row, patch, "rewardKind")) throw new AppError("campaignEdit-E2007");
  if (row.rewardKind === "LUCKY_DRAW" && row.drawSeedHash !== null) {
    if (COMMITTED_DRAW_FIELDS.some((f) => changes(row, patch, f))) throw new AppError("campaignEdit-E2003");
    if (row.drawnAt !== null && DRAWN_FIELDS.some((f) => changes(row, patch, f))) {
      throw new AppError("campaignEdit-E2003", { detail: "The draw is done: its supply and window are final." });
    }
  }
  if (patch.totalSupply !== undefined && patch.totalSupply < row.claimedCount) {
    throw new AppError("campaignEdit-E2001", {
      detail: `${row.claimedCount} NFTs are already claimed: the supply cannot go below that.`,
    });
  }
  const shortened = [
    (time(patch.startsAt) ?? -Infinity) > row.startsAt.getTime(),
    (time(patch.endsAt) ?? Infinity) < row.endsAt.getTime(),
    (time(patch.distributionStartsAt) ?? -Infinity) > row.distributionStartsAt.getTime(),
    (time(patch.distributionEndsAt) ?? Infinity) < row.distributionEndsAt.getTime(),
  ].some(Boolean);
  if (shortened && participation.fansTakingPart) throw new AppError("campaignEdit-E2004");
  for (const field of ["endsAt", "distributionEndsAt"] as const) {
    const next = time(patch[field]);
    if (next !== undefined && next !== row[field].getTime() && next <= now.getTime()) {
      throw new AppError("campaignEdit-E2005");
    }
  }
}
