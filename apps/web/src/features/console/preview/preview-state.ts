import { CAMPAIGN_PAGE_STATES, type CampaignPageState } from "@fanfare/protocol";

/** The `state` of the preview's address, if it names a page state (anything else: the state a fan meets now). */
export function parsePreviewState(value: string | undefined): CampaignPageState | undefined {
  return CAMPAIGN_PAGE_STATES.find((state) => state === value);
}
