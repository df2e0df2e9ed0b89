"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { ButtonLink } from "@/ui/button-link";
import { Screen } from "@/ui/screen";
import { campaignPath } from "./campaign-paths";

/** `help`: how taking part works, step by step, and where the campaign's rules are. */
export function HelpScreen({ projectId, campaignId }: { projectId: string; campaignId: string }) {
  const t = useTranslations();
  const path = (rest: string) => campaignPath(projectId, campaignId, rest);
  return (
    <Screen title={t("help.title")} lead={t("help.lead")}>
      <ol className="flex list-decimal flex-col gap-3 pl-6 leading-relaxed">
        <li>{t("help.stepPolicies")}</li>
        <li>{t("help.stepConditions")}</li>
        <li>{t("help.stepClaim")}</li>
        <li>{t("help.stepDraw")}</li>
      </ol>
      <p className="leading-relaxed">{t("help.timeZone")}</p>
      <p className="flex flex-wrap gap-x-5 gap-y-2">
        <Link href={path("campaign-terms")} className="text-link underline">
          {t("campaign.terms")}
        </Link>
        <Link href={path("campaign-privacy-policy")} className="text-link underline">
          {t("campaign.privacyPolicy")}
        </Link>
      </p>
      <ButtonLink href={campaignPath(projectId, campaignId)} variant="outlined" fullWidth>
        {t("campaign.backToCampaign")}
      </ButtonLink>
    </Screen>
  );
}
