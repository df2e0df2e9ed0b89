"use client";

import {
  type CampaignDetail,
  type CampaignPageState,
  CONTENT_TAB_TYPES,
  type DrawEntryResponse,
  type Locale,
} from "@fanfare/protocol";
import { useLocale, useTranslations } from "next-intl";
import { Suspense, useState } from "react";
import type { z } from "zod";
import { useErrorMessage } from "@/hooks/use-error-message";
import { Link } from "@/i18n/navigation";
import type { MessageKey } from "@/i18n/page-metadata";
import { ApiError } from "@/lib/api";
import { lazyComponent } from "@/lib/lazy-component";
import { BottomBar } from "@/ui/bottom-bar";
import { Button } from "@/ui/button";
import { ButtonLink } from "@/ui/button-link";
import { InlineAlert } from "@/ui/inline-alert";
import { LocalTime } from "@/ui/local-time";
import { PageTheme } from "@/ui/page-theme";
import { type CampaignAction, campaignAction } from "./campaign-action";
import { CampaignLayout } from "./campaign-layout";
import { campaignImage } from "./campaign-metadata";
import type { CampaignPageParts } from "./campaign-page-parts";
import { campaignPath } from "./campaign-paths";
import { useIsCampaignPreview } from "./campaign-preview";
import { DEFAULT_CAMPAIGN_THEME } from "./campaign-theme";
import { ConditionList, tasksOf } from "./condition-list";
import { ExternalLinks } from "./external-links";
import { loadRetries } from "./load-retries";
import { localized } from "./localized-text";
import { QueryStatus } from "./query-status";
import { ShareButtons } from "./share-buttons";
import { STATE_TEXT, TAB_TEXT } from "./state-texts";
import { StillTrying } from "./still-trying";
import { useApplyForDraw } from "./use-apply-for-draw";
import { useCampaign } from "./use-campaign";
import { useClaim } from "./use-claim";
import { usePageView } from "./use-page-view";
import { usePendingPolicies } from "./use-pending-policies";
import { useViewer, type Viewer } from "./use-viewer";
import { VISITOR_TEXTS, visitorSituation } from "./visitor-situation";

type DrawEntry = z.infer<typeof DrawEntryResponse>;

// The LimitReached and LuckyDraw modals open only on the API's answer to a claim or an application, so
// they (with the shared modal and the success effects) are not part of the page's first load (issue 17:
// the fan pages' JS). They are mounted only while open, and fetched as soon as the fan points at,
// focuses or presses the claim or apply button (preloadOnHints, with the writes' retries: load-retries.ts),
// well before that answer comes.
// React.lazy (through lazyComponent) rather than next/dynamic: they are never rendered on the server, so
// next/dynamic (itself React.lazy in a Suspense boundary, plus server-side preloading) would only add its
// runtime to the page's first load (~2 kB gzip, issue 17). Each is mounted inside a Suspense boundary of
// its own.
const loadLimitReachedModal = () => import("./limit-reached-modal");
const loadLuckyDrawModal = () => import("./lucky-draw-modal");
const LimitReachedModal = lazyComponent(() => loadLimitReachedModal().then((module) => module.LimitReachedModal));
const LuckyDrawModal = lazyComponent(() => loadLuckyDrawModal().then((module) => module.LuckyDrawModal));
function preloadOnHints() {
  // A failed fetch is tried again when the modal mounts (lazyComponent calls its loader then, and again
  // after a failure), or when the write runs (loadRetries), so nothing to do here.
  void loadLimitReachedModal().catch(() => undefined);
  void loadLuckyDrawModal().catch(() => undefined);
  void loadRetries().catch(() => undefined);
}
/** Props that fetch the modals and the retries when the fan is about to press the button. */
const PRELOAD_ON_HINTS = { onPointerEnter: preloadOnHints, onFocus: preloadOnHints } as const;

/** The actions that lead to another page of the campaign: which page, and the button's text. */
const LINK_ACTIONS = {
  policies: { rest: "policies", text: "campaign.takePart" },
  conditions: { rest: "conditions", text: "campaign.toConditions" },
  "entry-email": { rest: "entry-email", text: "campaign.leaveEmail" },
  claimed: { rest: "claimed-success", text: "campaign.seeClaimed" },
  "lucky-draw-failed": { rest: "lucky-draw-failed", text: "campaign.seeResult" },
} as const satisfies Partial<Record<CampaignAction["type"], { rest: string; text: MessageKey }>>;

function isLinkAction(type: CampaignAction["type"]): type is keyof typeof LINK_ACTIONS {
  return type in LINK_ACTIONS;
}

/** The states in which no condition can be completed: not started yet, or over. */
const CLOSED_STATES: ReadonlySet<CampaignPageState> = new Set(["ComingSoon", "DistributionExpired"]);

/** What the page's server component read (features/campaigns/campaign-on-server.ts). */
export type CampaignScreenInitialData = {
  campaign: CampaignDetail | null;
  /** Whether `campaign` is what this visitor's browser would read too (see campaign-on-server.ts). */
  isSeedable: boolean;
  /** When the server asked the API (epoch ms). */
  fetchedAt: number;
};

/**
 * `/projects/[projectId]/[campaign]`: the campaign page in the campaign's theme (dark by default, spec
 * section 2), with what the fan can do in its state; a visitor who is not signed in sees what it is
 * about and a sign-in that brings them back here.
 */
export function CampaignScreen({
  projectId,
  campaignId,
  initialData,
  parts,
  mayBeSignedIn,
}: {
  projectId: string;
  campaignId: string;
  initialData?: CampaignScreenInitialData;
  /** Whether the page request carried a session cookie (lib/session-hint.ts; use-viewer.ts). */
  mayBeSignedIn?: boolean;
  /** Built by the page's server component (campaign-page-parts.tsx). */
  parts: CampaignPageParts;
}) {
  const query = useCampaign(campaignId, initialData);
  const viewer = useViewer(query, mayBeSignedIn);
  usePageView(campaignId, "campaign_detail");
  const theme = query.data?.theme ?? initialData?.campaign?.theme ?? DEFAULT_CAMPAIGN_THEME;
  return (
    <PageTheme theme={theme}>
      <QueryStatus query={query} loading={parts.skeleton}>
        {(campaign) => <CampaignContent projectId={projectId} campaign={campaign} viewer={viewer} parts={parts} />}
      </QueryStatus>
    </PageTheme>
  );
}

/**
 * The campaign page's content for one campaign detail: what CampaignScreen shows fans, and what the
 * operator console's preview shows (inside CampaignPreviewProvider, its actions inert).
 */
export function CampaignContent({
  projectId,
  campaign,
  viewer,
  parts,
}: {
  projectId: string;
  campaign: CampaignDetail;
  viewer: Viewer;
  parts: Pick<CampaignPageParts, "moreLinks" | "signInHref">;
}) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const errorMessage = useErrorMessage();
  const [isLimitReachedOpen, setLimitReachedOpen] = useState(false);
  const [drawEntry, setDrawEntry] = useState<DrawEntry | null>(null);
  const claim = useClaim(projectId, campaign.id, () => setLimitReachedOpen(true));
  const apply = useApplyForDraw(campaign.id, setDrawEntry);
  const isPreview = useIsCampaignPreview();
  // The preview never sends the acceptance a visitor of this browser may have left for the campaign.
  const pending = usePendingPolicies(isPreview ? undefined : campaign);
  const isFan = viewer === "fan";
  const action: CampaignAction = isFan ? campaignAction(campaign) : { type: "none" };
  const visitor = viewer === "visitor" ? VISITOR_TEXTS[visitorSituation(campaign, Date.now())] : null;
  const canTakePart = isFan && !CLOSED_STATES.has(campaign.state);
  const path = (rest: string) => campaignPath(projectId, campaign.id, rest);
  const image = campaignImage(campaign);
  const isDraw = campaign.rewardKind === "LUCKY_DRAW";
  // A claim without a final answer (offline, server failure) is retried with the same key;
  // refusals navigate away (or open the LimitReached modal).
  const claimProblem =
    claim.error && !(claim.error instanceof ApiError && claim.error.isClientError) ? errorMessage(claim.error) : null;

  const head = (
    <>
      <h1 className="text-2xl leading-snug font-bold lg:text-3xl">{localized(campaign.title, locale)}</h1>
      {/* The state, and for a visitor what signing in leads to: one box, read first. */}
      <div className="flex flex-col gap-2 rounded-lg border border-line bg-card px-4 py-3">
        <p data-testid="campaign-state" data-state={campaign.state} className="font-bold">
          {t(visitor?.state ?? STATE_TEXT[campaign.state])}
        </p>
        {visitor ? (
          <p data-testid="visitor-notice" className="leading-relaxed text-muted">
            {t(visitor.lead)}
          </p>
        ) : null}
      </div>
      {viewer === "checking" ? (
        <p role="status" className="text-sm text-muted">
          {t("campaign.visitor.checking")}
        </p>
      ) : null}
      {pending.isSaving ? (
        <p role="status" className="text-sm text-muted">
          {t("policies.savingPending")}
        </p>
      ) : null}
    </>
  );
  // Without the `fetchPriority="high"` of the claimed NFT's pages: React's server render preloads the
  // image from the head either way, and the attribute's bytes took this page's first-load JS over its
  // budget of 1.3 x a bare Next page (issue 17, docs/bench-web.md).
  const art = image ? (
    <img
      src={image}
      alt={campaign.nfts[0] ? localized(campaign.nfts[0].name, locale) : ""}
      className="mx-auto aspect-square w-full max-w-60 rounded-2xl bg-card object-contain lg:max-w-none"
    />
  ) : null;

  const body = (
    <>
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
        const hasTasks = tasksOf(conditions).length > 0;
        return (
          <section key={tab} aria-labelledby={`tab-${tab}`} className="flex flex-col gap-3">
            <h2 id={`tab-${tab}`} className="text-lg font-bold">
              {t(TAB_TEXT[tab])}
            </h2>
            {hasTasks ? (
              <ConditionList
                projectId={projectId}
                campaignId={campaign.id}
                conditions={conditions}
                all={campaign.conditions}
                actionable={canTakePart}
              />
            ) : null}
            {conditions.length > 0 && !hasTasks ? (
              <p className="text-sm leading-relaxed">{t("campaign.noConditions")}</p>
            ) : null}
            {showsDraw ? (
              <p className="text-sm leading-relaxed">
                {campaign.rewardTiming === "UPON_COMPLETION_OF_APPLICATION"
                  ? t("campaign.drawInstant")
                  : t("campaign.drawAfterEnd")}
              </p>
            ) : null}
            {showsDraw ? (
              <Link href={path("draw")} className="text-sm text-link underline">
                {t("luckyDraw.record.link")}
              </Link>
            ) : null}
          </section>
        );
      })}

      <ExternalLinks links={campaign.links} locale={locale} />

      <ShareButtons title={localized(campaign.title, locale)} />

      {parts.moreLinks}

      <InlineAlert>
        {claimProblem ??
          (apply.error ? errorMessage(apply.error) : null) ??
          (pending.error ? errorMessage(pending.error) : null)}
      </InlineAlert>
      <StillTrying active={claim.retrying || apply.retrying} />

      {visitor ? (
        <BottomBar>
          <ButtonLink href={parts.signInHref} size="lg" fullWidth>
            {t(visitor.action)}
          </ButtonLink>
        </BottomBar>
      ) : null}

      {action.type === "none" ? null : (
        <BottomBar>
          {action.type === "claim" ? (
            <Button
              size="lg"
              fullWidth
              disabled={claim.isPending}
              aria-disabled={isPreview || undefined}
              {...PRELOAD_ON_HINTS}
              onClick={() => {
                if (isPreview) return;
                preloadOnHints();
                claim.mutate();
              }}
            >
              {claim.isPending ? t(claim.retrying ? "campaign.stillTrying" : "campaign.claiming") : t("campaign.claim")}
            </Button>
          ) : null}
          {action.type === "apply" ? (
            <Button
              size="lg"
              fullWidth
              disabled={apply.isPending}
              aria-disabled={isPreview || undefined}
              {...PRELOAD_ON_HINTS}
              onClick={() => {
                if (isPreview) return;
                preloadOnHints();
                apply.mutate();
              }}
            >
              {apply.isPending ? t(apply.retrying ? "campaign.stillTrying" : "actions.sending") : t("campaign.apply")}
            </Button>
          ) : null}
          {isLinkAction(action.type) ? (
            <ButtonLink href={path(LINK_ACTIONS[action.type].rest)} size="lg" fullWidth>
              {t(LINK_ACTIONS[action.type].text)}
            </ButtonLink>
          ) : null}
        </BottomBar>
      )}

      {/* No fallback: the page stays as it is for the moment the modal's code may still take. */}
      <Suspense fallback={null}>
        {isLimitReachedOpen ? <LimitReachedModal open onClose={() => setLimitReachedOpen(false)} /> : null}
      </Suspense>
      <Suspense fallback={null}>
        {drawEntry ? (
          <LuckyDrawModal
            entry={drawEntry}
            effect={{ type: campaign.effect, imageUrl: campaign.effectImageUrl }}
            entryEmailHref={path("entry-email")}
            failedHref={path("lucky-draw-failed")}
            onClaim={() => {
              setDrawEntry(null);
              claim.mutate();
            }}
            onClose={() => setDrawEntry(null)}
          />
        ) : null}
      </Suspense>
    </>
  );

  return <CampaignLayout head={head} art={art} body={body} />;
}
