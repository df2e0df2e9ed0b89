import type { ClaimTimeline } from "@fanfare/protocol";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { loadClaimTimelines } from "./list-my-claims";

/**
 * GET /me/claims/:claimId: one claim of the signed-in fan with its timeline (the NFT page). Another
 * fan's claim answers exactly like a claim that does not exist (request-E1004).
 */
export async function getMyClaim(ctx: CoreContext, input: { userId: string; claimId: string }): Promise<ClaimTimeline> {
  const [timeline] = await loadClaimTimelines(ctx, input);
  if (!timeline) throw new AppError("request-E1004");
  return timeline;
}
