"use client";

import type { CampaignDetail, Locale } from "@fanfare/protocol";
import { createContext, useContext } from "react";

/**
 * What the preview screen (in the console's language) hands the fan pages it shows (rendered inside a
 * NextIntlClientProvider of the previewed language by the page's server component, so they reach them
 * through context rather than props): the campaign as the fan receives it, and the console's own words
 * for the frames around them.
 */
export type PreviewData = {
  projectId: string;
  locale: Locale;
  detail: CampaignDetail | undefined;
  /** Counts the replays of the claimed-success effect: a new value mounts the page again. */
  replays: number;
  onReplay: () => void;
  labels: { campaignPage: string; claimedPage: string; replay: string; noNft: string };
};

const PreviewDataContext = createContext<PreviewData | null>(null);

export const PreviewDataProvider = PreviewDataContext.Provider;

export function usePreviewData(): PreviewData | null {
  return useContext(PreviewDataContext);
}
