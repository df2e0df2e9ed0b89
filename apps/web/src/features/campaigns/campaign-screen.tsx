"use client";

import { type CampaignDetail, CONTENT_TAB_TYPES, type DrawEntryResponse, type Locale } from "@fanfare/protocol";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import type { z } from "zod";
import { useErrorMessage } from "@/hooks/use-error-message";
import { Link } from "@/i18n/navigation";
import { ApiError, api } from "@/lib/api";
import { BottomBar } from "@/ui/bottom-bar";
import { Button } from "@/ui/button";
import { ButtonLink } from "@/ui/button-link";
import { DarkPage } from "@/ui/dark-page";
import { InlineAlert } from "@/ui/inline-alert";
import { LocalTime } from "@/ui/local-time";
import { Screen } from "@/ui/screen";
import { campaignAction } from "./campaign-action";
import { campaignPath } from "./campaign-paths";
import { STATE_TEXT, TAB_TEXT } from "./campaign-texts";
import { ConditionList } from "./condition-list";
import { LimitReachedModal } from "./limit-reached-modal";
import { localized } from "./localized-text";
import { LuckyDrawModal } from "./lucky-draw-modal";
import { QueryStatus } from "./query-status";
import { campaignQueryKey, useCampaign } from "./use-campaign";
import { useClaim } from "./use-claim";
import { usePageView } from "./use-page-view";

type DrawEntry = z.infer<typeof DrawEntryResponse>;

/** `/projects/[projectId]/[campaign]`: the campaign page, dark, with what the fan can do in its state. */
/** What an unlabelled link says: the network's own name (never translated), or the address itself. */
const LINK_BRANDS: Partial<Record<CampaignDetail["links"][number]["type"], string>> = {
  TWITTER: "X (Twitter)",
  INSTAGRAM: "Instagram",
};

export function CampaignScreen({ projectId, campaignId }: { projectId: string; campaignId: string }) {
  const query = useCampaign(campaignId);
  usePageView(campaignId, "campaign_detail");
  return (
    <DarkPage>
      <QueryStatus query={query}>
        {(campaign) => <CampaignContent projectId={projectId} campaign={campaign} />}
      </QueryStatus>
    </DarkPage>
  );
}

function CampaignContent({ projectId, campaign }: { projectId: string; campaign: CampaignDetail }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [isLimitReachedOpen, setLimitReachedOpen] = useState(false);
  const [drawEntry, setDrawEntry] = useState<DrawEntry | null>(null);
  const claim = useClaim(projectId, campaign.id, () => setLimitReachedOpen(true));
  const apply = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => api.applyForDraw(campaign.id),
    onSuccess: (entry) => {
      setDrawEntry(entry);
      void queryClient.invalidateQueries({ queryKey: campaignQueryKey(campaign.id) });
    },
  });
  const action = campaignAction(campaign);
  const path = (rest: string) => campaignPath(projectId, campaign.id, rest);
  const image = campaign.imageUrl ?? campaign.nfts[0]?.imageUrl ?? null;
  const isDraw = campaign.rewardKind === "LUCKY_DRAW";
  // A claim without a final answer (offline, server failure) is retried with the same key;
  // refusals navigate away (or open the LimitReached modal).
  const claimProblem =
    claim.error && !(claim.error instanceof ApiError && claim.error.isClientError) ? errorMessage(claim.error) : null;

  return (
    <Screen title={localized(campaign.title, locale)}>
      <p
        data-testid="campaign-state"
        data-state={campaign.state}
        className="rounded-lg border border-line bg-card px-4 py-3 font-bold"
      >
        {t(STATE_TEXT[campaign.state])}
      </p>
      {image ? (
        <img
          src={image}
          alt={campaign.nfts[0] ? localized(campaign.nfts[0].name, locale) : ""}
          className="mx-auto aspect-square w-full max-w-60 rounded-2xl bg-card object-contain"
        />
      ) : null}
      <p className="leading-relaxed whitespace-pre-line">{localized(campaign.description, locale)}</p>

      <dl className="grid grid-cols-1 gap-3 rounded-lg border border-line bg-card p-4 text-sm">
        <div>
          <dt className="font-bold">{t("campaign.period")}</dt>
          <dd>
            <LocalTime value={campaign.startsAt} /> – <LocalTime value={campaign.endsAt} />
          </dd>
        </div>
        <div>
          <dt className="font-bold">{t("campaign.distributionPeriod")}</dt>
          <dd>
            <LocalTime value={campaign.distributionStartsAt} /> – <LocalTime value={campaign.distributionEndsAt} />
          </dd>
        </div>
        <div>
          <dt className="font-bold">{isDraw ? t("campaign.prizes") : t("campaign.issued")}</dt>
          <dd>
            {isDraw
              ? t("campaign.prizeCount", { count: campaign.prizeCount ?? 0 })
              : t("campaign.issuedCount", { claimed: campaign.claimedCount, total: campaign.totalSupply })}
          </dd>
        </div>
      </dl>

      {CONTENT_TAB_TYPES.map((tab) => {
        const conditions = campaign.conditions.filter((condition) => condition.tab === tab);
        const showsDraw = tab === "lottery-nft" && isDraw;
        if (conditions.length === 0 && !showsDraw) return null;
        return (
          <section key={tab} aria-labelledby={`tab-${tab}`} className="flex flex-col gap-3">
            <h2 id={`tab-${tab}`} className="text-lg font-bold">
              {t(TAB_TEXT[tab])}
            </h2>
            {conditions.length > 0 ? (
              <ConditionList
                projectId={projectId}
                campaignId={campaign.id}
                conditions={conditions}
                all={campaign.conditions}
              />
            ) : null}
            {showsDraw ? (
              <p className="text-sm leading-relaxed">
                {campaign.rewardTiming === "UPON_COMPLETION_OF_APPLICATION"
                  ? t("campaign.drawInstant")
                  : t("campaign.drawAfterEnd")}
              </p>
            ) : null}
          </section>
        );
      })}

      {campaign.links.length > 0 ? (
        <ul className="flex flex-wrap gap-3 text-sm">
          {campaign.links.map((link) => (
            <li key={link.url}>
              <a href={link.url} target="_blank" rel="noopener noreferrer" className="text-link underline">
                {link.label ? localized(link.label, locale) : (LINK_BRANDS[link.type] ?? link.url)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}

      <nav aria-label={t("campaign.moreLinks")} className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
        <Link href={path("help")} className="text-link underline">
          {t("campaign.help")}
        </Link>
        <Link href={path("campaign-terms")} className="text-link underline">
          {t("campaign.terms")}
        </Link>
        <Link href={path("campaign-privacy-policy")} className="text-link underline">
          {t("campaign.privacyPolicy")}
        </Link>
        <Link href={`/projects/${encodeURIComponent(projectId)}`} className="text-link underline">
          {t("campaign.projectTop")}
        </Link>
      </nav>

      <InlineAlert>{claimProblem ?? (apply.error ? errorMessage(apply.error) : null)}</InlineAlert>

      {action.type === "none" ? null : (
        <BottomBar>
          {action.type === "policies" ? (
            <ButtonLink href={path("policies")} size="lg" fullWidth>
              {t("campaign.takePart")}
            </ButtonLink>
          ) : action.type === "conditions" ? (
            <ButtonLink href={path("conditions")} size="lg" fullWidth>
              {t("campaign.toConditions")}
            </ButtonLink>
          ) : action.type === "claim" ? (
            <Button size="lg" fullWidth disabled={claim.isPending} onClick={() => claim.mutate()}>
              {claim.isPending ? t("campaign.claiming") : t("campaign.claim")}
            </Button>
          ) : action.type === "apply" ? (
            <Button size="lg" fullWidth disabled={apply.isPending} onClick={() => apply.mutate()}>
              {apply.isPending ? t("actions.sending") : t("campaign.apply")}
            </Button>
          ) : action.type === "entry-email" ? (
            <ButtonLink href={path("entry-email")} size="lg" fullWidth>
              {t("campaign.leaveEmail")}
            </ButtonLink>
          ) : action.type === "claimed" ? (
            <ButtonLink href={path("claimed-success")} size="lg" fullWidth>
              {t("campaign.seeClaimed")}
            </ButtonLink>
          ) : (
            <ButtonLink href={path("lucky-draw-failed")} size="lg" fullWidth>
              {t("campaign.seeResult")}
            </ButtonLink>
          )}
        </BottomBar>
      )}

      <LimitReachedModal open={isLimitReachedOpen} onClose={() => setLimitReachedOpen(false)} />
      <LuckyDrawModal
        entry={drawEntry}
        entryEmailHref={path("entry-email")}
        failedHref={path("lucky-draw-failed")}
        onClaim={() => {
          setDrawEntry(null);
          claim.mutate();
        }}
        onClose={() => setDrawEntry(null)}
      />
    </Screen>
  );
}
