import { and, eq } from "drizzle-orm";
import type { CoreContext } from "../context";
import type { TokenContract } from "./count-held-tokens";
import { collections } from "./tables";

/**
 * The collections a project has deployed (of one campaign when `campaignId` is given): the contracts
 * whose tokens count as "an NFT of this project". A collection still DEPLOYING has no address yet.
 */
export async function deployedCollections(
  ctx: CoreContext,
  input: { projectId: string; campaignId?: string | undefined },
): Promise<TokenContract[]> {
  const rows = await ctx.db
    .select({ chainId: collections.chainId, address: collections.address })
    .from(collections)
    .where(
      and(
        eq(collections.projectId, input.projectId),
        eq(collections.status, "DEPLOYED"),
        input.campaignId ? eq(collections.campaignId, input.campaignId) : undefined,
      ),
    );
  return rows.flatMap((r) => (r.address ? [{ chainId: r.chainId, address: r.address }] : []));
}
