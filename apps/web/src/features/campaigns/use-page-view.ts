"use client";

import type { PAGE_VIEW_KINDS } from "@fanfare/protocol";
import { useEffect, useRef } from "react";
import { api } from "@/lib/api";

/** Counts one view of a campaign page for the operators, once per mount; a lost count is no one's problem. */
export function usePageView(campaignId: string, kind: (typeof PAGE_VIEW_KINDS)[number]) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    api.recordPageView(campaignId, { kind, source: "campaign" }).catch(() => undefined);
  }, [campaignId, kind]);
}
