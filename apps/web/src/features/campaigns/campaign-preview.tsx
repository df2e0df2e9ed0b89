"use client";

import { createContext, useContext } from "react";

/**
 * Set by the operator console's preview around the real fan components (features/console/preview): the
 * page is shown as a fan sees it, and nothing a fan does there reaches the API (no claim, no entry, no
 * policies sent). False everywhere fans are. A context rather than props so the fan pages keep one path
 * for fans and this file stays the only thing they share with the console (which imports it; never the
 * other way round).
 */
const CampaignPreviewContext = createContext(false);

export const CampaignPreviewProvider = CampaignPreviewContext.Provider;

/** Whether this fan page is the console's preview: its actions then do nothing. */
export function useIsCampaignPreview(): boolean {
  return useContext(CampaignPreviewContext);
}
