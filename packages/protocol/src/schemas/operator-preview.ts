import { z } from "zod";
import { CAMPAIGN_PAGE_STATES, LOCALES } from "../enums";

// --- the console's preview of a campaign as fans will see it (any publish status)

export const CampaignPreviewQuery = z.object({
  /**
   * The page state to show. Absent: the state a fan who just signed in would meet now (an unpublished
   * campaign is shown as if it were published). A state this campaign's fans can never meet (Win for a
   * campaign without a draw) is request-E1000.
   */
  state: z.enum(CAMPAIGN_PAGE_STATES).optional(),
});
export type CampaignPreviewQuery = z.infer<typeof CampaignPreviewQuery>;

/** The mails a campaign can send a fan: the sign-in mail, and the draw's result mails (a draw at the end). */
export const PREVIEW_MAIL_KINDS = ["SIGN_IN", "DRAW_WIN", "DRAW_FAILED"] as const;
export type PreviewMailKind = (typeof PREVIEW_MAIL_KINDS)[number];

export const CampaignMailPreviewQuery = z.object({ locale: z.enum(LOCALES) });

export const CampaignMailPreview = z
  .object({
    kind: z.enum(PREVIEW_MAIL_KINDS),
    subject: z.string(),
    /** The plain-text part, as the fan's mail app shows it without HTML. */
    text: z.string(),
    /** The HTML part: a whole document, shown by the console in a sandboxed frame. */
    html: z.string(),
  })
  .meta({ id: "CampaignMailPreview" });
export type CampaignMailPreview = z.infer<typeof CampaignMailPreview>;

export const CampaignMailPreviews = z
  .object({ mails: z.array(CampaignMailPreview) })
  .meta({ id: "CampaignMailPreviews" });
export type CampaignMailPreviews = z.infer<typeof CampaignMailPreviews>;
