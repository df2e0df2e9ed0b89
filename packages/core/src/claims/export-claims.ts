import { asc, eq } from "drizzle-orm";
import { campaignNfts, campaigns } from "../campaigns/tables";
import type { CoreContext } from "../context";
import { drawEntries } from "../draws/tables";
import { assertSameCompany, type Operator } from "../operators/require-operator";
import { users } from "../users/tables";
import { claims, mintJobs } from "./tables";

function fieldText(value: unknown): string {
  if (value === null || value === undefined) return "";
  return value instanceof Date ? value.toISOString() : String(value);
}

/** One CSV field: quoted when needed, and never starting a formula in a spreadsheet. */
export function csvField(value: unknown): string {
  let text = fieldText(value);
  if (/^[=+\-@\t\r]/u.test(text)) text = `'${text}`;
  return /[",\r\n]/u.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
export function toCsv(header: string[], rows: unknown[][]): string {
  return `${[header, ...rows].map((r) => r.map(csvField).join(",")).join("\r\n")}\r\n`;
}

async function ownCampaign(ctx: CoreContext, operator: Operator, campaignId: string) {
  const [row] = await ctx.db
    .select({ id: campaigns.id, companyId: campaigns.companyId })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  assertSameCompany(operator, row);
  return row;
}

/** The campaign's claims as CSV (claim, fan, e-mail, NFT, sequence, time, mint status). */
export async function exportClaims(ctx: CoreContext, operator: Operator, input: { campaignId: string }) {
  const campaign = await ownCampaign(ctx, operator, input.campaignId);
  const rows = await ctx.db
    .select({
      id: claims.id,
      userId: claims.userId,
      email: users.email,
      nft: campaignNfts.key,
      sequence: claims.sequence,
      createdAt: claims.createdAt,
      mint: mintJobs.status,
    })
    .from(claims)
    .innerJoin(users, eq(users.id, claims.userId))
    .innerJoin(campaignNfts, eq(campaignNfts.id, claims.nftId))
    .leftJoin(mintJobs, eq(mintJobs.claimId, claims.id))
    .where(eq(claims.campaignId, campaign.id))
    .orderBy(asc(claims.createdAt));
  return toCsv(
    ["claim_id", "user_id", "email", "nft", "sequence", "claimed_at", "mint_status"],
    rows.map((r) => [r.id, r.userId, r.email, r.nft, r.sequence, r.createdAt, r.mint]),
  );
}

/** Draw applicants (every entry) or winners only, as CSV. */
export async function exportDrawEntries(
  ctx: CoreContext,
  operator: Operator,
  input: { campaignId: string; winnersOnly: boolean },
) {
  const campaign = await ownCampaign(ctx, operator, input.campaignId);
  const rows = await ctx.db
    .select({
      id: drawEntries.id,
      userId: drawEntries.userId,
      email: users.email,
      contactEmail: drawEntries.contactEmail,
      result: drawEntries.result,
      createdAt: drawEntries.createdAt,
    })
    .from(drawEntries)
    .innerJoin(users, eq(users.id, drawEntries.userId))
    .where(eq(drawEntries.campaignId, campaign.id))
    .orderBy(asc(drawEntries.createdAt));
  return toCsv(
    ["entry_id", "user_id", "email", "contact_email", "result", "applied_at"],
    rows
      .filter((r) => !input.winnersOnly || r.result === "WIN")
      .map((r) => [r.id, r.userId, r.email, r.contactEmail, r.result, r.createdAt]),
  );
}
