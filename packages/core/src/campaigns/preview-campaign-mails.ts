import { type CampaignMailPreview, type Locale, SIGN_IN_CODE_LENGTH } from "@fanfare/protocol";
import { eq } from "drizzle-orm";
import { linkUrl } from "../auth/email-links";
import type { CoreContext } from "../context";
import { drawResultMail } from "../draws/result-mails";
import { renderMail } from "../mail/templates";
import { assertSameCompany, type Operator } from "../operators/require-operator";
import { campaigns } from "./tables";

/** Stands where a real mail has a one-time token: the link goes nowhere, and says so. */
const SAMPLE_TOKEN = "preview";
/** A code of the real length, plainly made up. */
const SAMPLE_CODE = "1234567890".repeat(2).slice(0, SIGN_IN_CODE_LENGTH);

/**
 * The mails this campaign can send a fan, in one language, rendered by the templates that send them,
 * with sample values where a real mail has a secret (the sign-in link's token and code): every campaign's
 * sign-in mail, and for a lucky draw drawn at the end (the only draws whose results are mailed,
 * draws/result-mails.ts) the mail to a winner and the one to the others, with the campaign's own title.
 * Every role of the campaign's company; another company's campaign is request-E1004.
 */
export async function previewCampaignMails(
  ctx: CoreContext,
  operator: Operator,
  input: { campaignId: string; locale: Locale },
): Promise<{ mails: CampaignMailPreview[] }> {
  const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, input.campaignId));
  assertSameCompany(operator, row);
  const { locale } = input;
  const signIn = renderMail(
    "signIn",
    locale,
    linkUrl(ctx.config.publicUrl, locale, "SIGN_IN", SAMPLE_TOKEN),
    Math.max(1, Math.round(ctx.config.linkTokenTtlMinutes)),
    { code: SAMPLE_CODE },
  );
  const mails: CampaignMailPreview[] = [{ kind: "SIGN_IN", ...signIn }];
  if (row.rewardKind === "LUCKY_DRAW" && row.rewardTiming === "AFTER_CAMPAIGN_END") {
    mails.push({ kind: "DRAW_WIN", ...drawResultMail(row, "WIN", locale, ctx.config.publicUrl) });
    mails.push({ kind: "DRAW_FAILED", ...drawResultMail(row, "FAILED", locale, ctx.config.publicUrl) });
  }
  return { mails };
}
