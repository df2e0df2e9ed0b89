"use client";

import { type MouseEvent, type ReactNode, useState } from "react";
import { campaignPageParts } from "@/features/campaigns/campaign-page-parts";
import { CampaignPreviewProvider } from "@/features/campaigns/campaign-preview";
import { CampaignContent } from "@/features/campaigns/campaign-screen";
import { ClaimedSuccessView } from "@/features/claims/claimed-success-screen";
import { Button } from "@/ui/button";
import { EffectOverlayTarget } from "@/ui/effect-overlay";
import { usePreviewData } from "./preview-context";

/**
 * A link of the fan page inside the preview stays where it is: the console is not left for a fan page
 * that does not exist yet (or would show the operator's own account). Captured before next/link's own
 * handler, which leaves an event whose default is prevented alone.
 */
function keepLinksInPlace(event: MouseEvent<HTMLElement>) {
  if (event.target instanceof Element && event.target.closest("a[href]")) event.preventDefault();
}

/**
 * One fan page as fans see it: in the previewed language, in the campaign's theme, its links inert. The
 * success effect is drawn in it rather than in <body>, and its paint containment makes it the box of what
 * the page fixes to the window (that effect, a phone's bottom bar): they cover the preview, not the console.
 */
function FanFrame({ children }: { children: ReactNode }) {
  const data = usePreviewData();
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  if (!data?.detail) return null;
  return (
    <div
      ref={setFrame}
      lang={data.locale}
      data-preview-theme={data.detail.theme}
      data-testid="preview-frame"
      className="relative rounded-xl border border-line bg-surface p-4 text-ink [contain:paint] lg:p-8"
      onClickCapture={keepLinksInPlace}
      onAuxClickCapture={keepLinksInPlace}
    >
      <EffectOverlayTarget value={frame}>{children}</EffectOverlayTarget>
    </div>
  );
}

/**
 * The real fan pages for the preview's campaign: its campaign page (CampaignContent, the component fans
 * get) in the state asked for, and its claimed-success page with the effect, which can be replayed.
 * Nothing in them reaches the API (CampaignPreviewProvider).
 */
export function PreviewFanPages() {
  const data = usePreviewData();
  if (!data?.detail) return null;
  const { detail, projectId, labels } = data;
  const nft = detail.nfts[0];
  return (
    <CampaignPreviewProvider value={true}>
      <section aria-labelledby="preview-campaign-page" className="flex flex-col gap-3">
        <h2 id="preview-campaign-page" className="text-lg font-bold">
          {labels.campaignPage}
        </h2>
        <FanFrame>
          <CampaignContent
            projectId={projectId}
            campaign={detail}
            viewer="fan"
            parts={campaignPageParts(projectId, detail.id)}
          />
        </FanFrame>
      </section>
      <section aria-labelledby="preview-claimed-page" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="preview-claimed-page" className="text-lg font-bold">
            {labels.claimedPage}
          </h2>
          {nft ? (
            <Button variant="outlined" size="sm" onClick={data.onReplay}>
              {labels.replay}
            </Button>
          ) : null}
        </div>
        {nft ? (
          <FanFrame key={data.replays}>
            <ClaimedSuccessView
              projectId={projectId}
              campaignId={detail.id}
              nft={nft}
              effect={detail.effect}
              effectImageUrl={detail.effectImageUrl}
              withProofs={false}
            />
          </FanFrame>
        ) : (
          <p className="text-sm text-muted">{labels.noNft}</p>
        )}
      </section>
    </CampaignPreviewProvider>
  );
}
