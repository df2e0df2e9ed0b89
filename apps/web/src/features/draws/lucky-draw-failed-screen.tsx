"use client";

import { useTranslations } from "next-intl";
import { campaignHref } from "@/features/claims/campaign-href";
import { ButtonLink } from "@/ui/button-link";
import { LuckyDrawIcon } from "@/ui/icons/lucky-draw-icon";
import { Screen } from "@/ui/screen";
import { LostDrawEffect } from "./lost-draw-effect";

/** `/projects/[projectId]/[campaign]/lucky-draw-failed`: the Failed state of a lucky draw. */
export function LuckyDrawFailedScreen({ projectId, campaignId }: { projectId: string; campaignId: string }) {
  const t = useTranslations();
  return (
    <Screen title={t("luckyDraw.failedTitle")}>
      <LuckyDrawIcon size={64} className="mx-auto text-muted" />
      <LostDrawEffect />
      <p className="leading-relaxed">{t("luckyDraw.failedBody")}</p>
      <ButtonLink href={campaignHref(projectId, campaignId)} variant="outlined" size="lg" fullWidth>
        {t("received.backToCampaign")}
      </ButtonLink>
      <ButtonLink href="/projects" variant="link">
        {t("actions.backToProjects")}
      </ButtonLink>
    </Screen>
  );
}
