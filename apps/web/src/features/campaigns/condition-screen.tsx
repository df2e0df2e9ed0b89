"use client";

import type { CampaignDetail, ConditionView } from "@fanfare/protocol";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import { ButtonLink } from "@/ui/button-link";
import { InlineAlert } from "@/ui/inline-alert";
import { Screen } from "@/ui/screen";
import { HashtagConditionForm } from "../social/hashtag-condition-form";
import { SocialConnection, useConnectResult } from "../social/social-connection";
import { SpotifyConditionForm } from "../social/spotify-condition-form";
import { campaignPath, findCondition, isCodeCondition } from "./campaign-paths";
import { conditionText } from "./campaign-texts";
import { CodeForm } from "./code-form";
import { NftOwnForm } from "./nft-own-form";
import { QueryStatus } from "./query-status";
import { SurveyForm } from "./survey-form";
import { campaignQueryKey, useCampaign } from "./use-campaign";
import { WalletAddressForm } from "./wallet-address-form";

/**
 * A condition's own page: `[condition]` (by slug), `conditions/[condition]/[index]` (the index-th of
 * that kind), `survey` (the survey). Completing it goes back to the campaign page, whose state says what next.
 */
export function ConditionScreen({
  projectId,
  campaignId,
  slug,
  index = 1,
}: {
  projectId: string;
  campaignId: string;
  slug: string;
  index?: number;
}) {
  const t = useTranslations();
  const query = useCampaign(campaignId);
  return (
    <QueryStatus query={query}>
      {(campaign) => {
        const condition = findCondition(campaign.conditions, slug, index);
        if (!condition) {
          return (
            <Screen title={t("condition.notFoundTitle")}>
              <InlineAlert>{t("errors.request-E1004")}</InlineAlert>
              <ButtonLink href={campaignPath(projectId, campaignId)} variant="outlined" fullWidth>
                {t("campaign.backToCampaign")}
              </ButtonLink>
            </Screen>
          );
        }
        return <ConditionContent projectId={projectId} campaign={campaign} condition={condition} />;
      }}
    </QueryStatus>
  );
}

function ConditionContent({
  projectId,
  campaign,
  condition,
}: {
  projectId: string;
  campaign: CampaignDetail;
  condition: ConditionView;
}) {
  const t = useTranslations();
  const router = useRouter();
  const queryClient = useQueryClient();
  const back = campaignPath(projectId, campaign.id);
  const onCompleted = async () => {
    await queryClient.invalidateQueries({ queryKey: campaignQueryKey(campaign.id) });
    router.push(back);
  };
  const policiesFirst = !campaign.fan?.policiesAccepted;

  return (
    <Screen title={t(conditionText(condition))}>
      {condition.completed ? (
        <>
          <p role="status" className="rounded-lg border border-line bg-card px-4 py-3 font-bold">
            {t("condition.alreadyDone")}
          </p>
          {condition.social?.verifiedPostUrl ? (
            <a
              href={condition.social.verifiedPostUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="self-start font-bold underline underline-offset-4"
            >
              {t("social.hashtag.verifiedPost")}
            </a>
          ) : null}
          {condition.social ? (
            <SocialConnection campaignId={campaign.id} condition={condition} provider={condition.social.provider} />
          ) : null}
        </>
      ) : policiesFirst ? (
        <>
          {/* A provider's redirect can land here before the fan accepted the policies (a connect link
              someone else started, say): its refusal is said here too, not hidden behind the gate. */}
          {condition.social ? <ConnectRefusal /> : null}
          <ButtonLink href={campaignPath(projectId, campaign.id, "policies")} fullWidth>
            {t("conditions.policiesFirst")}
          </ButtonLink>
        </>
      ) : isCodeCondition(condition.type) ? (
        <CodeForm campaignId={campaign.id} condition={condition} onCompleted={onCompleted} />
      ) : condition.type === "SURVEY" && condition.survey ? (
        <SurveyForm
          campaignId={campaign.id}
          condition={condition}
          survey={condition.survey}
          onCompleted={onCompleted}
        />
      ) : condition.type === "WALLET_ADDRESS_RECEIVED" ? (
        <WalletAddressForm campaignId={campaign.id} condition={condition} onCompleted={onCompleted} />
      ) : condition.type === "NFT_OWN_UNLIMITED" ? (
        <NftOwnForm campaignId={campaign.id} condition={condition} onCompleted={onCompleted} />
      ) : condition.social?.provider === "SPOTIFY" ? (
        <SpotifyConditionForm campaignId={campaign.id} condition={condition} onCompleted={onCompleted} />
      ) : condition.social ? (
        <HashtagConditionForm
          projectId={projectId}
          campaignId={campaign.id}
          condition={condition}
          onCompleted={onCompleted}
        />
      ) : condition.type === "NONE" ? (
        <p className="leading-relaxed">{t("condition.noneBody")}</p>
      ) : (
        <p className="leading-relaxed">{t("condition.notAvailable")}</p>
      )}
      <ButtonLink href={back} variant="outlined" fullWidth>
        {t("campaign.backToCampaign")}
      </ButtonLink>
    </Screen>
  );
}

/** The error a provider's redirect came back with, when the connection form itself is not shown. */
function ConnectRefusal() {
  const t = useTranslations();
  const { errorCode } = useConnectResult();
  return <InlineAlert>{errorCode ? t(`errors.${errorCode}` as "errors.server-E5000") : null}</InlineAlert>;
}
