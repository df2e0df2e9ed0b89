"use client";

import { useTranslations } from "next-intl";
import { campaignHref } from "@/features/claims/campaign-href";
import { ButtonLink } from "@/ui/button-link";
import { CheckIcon } from "@/ui/icons/check-icon";
import { Screen } from "@/ui/screen";

/** `/projects/[projectId]/[campaign]/entry-success`: the contact e-mail is registered; wait for the draw. */
export function EntrySuccessScreen({ projectId, campaignId }: { projectId: string; campaignId: string }) {
  const t = useTranslations();
  return (
    <Screen title={t("luckyDraw.entrySuccessTitle")}>
      <CheckIcon size={64} className="mx-auto text-primary" />
      <p className="leading-relaxed">{t("luckyDraw.entrySuccessBody")}</p>
      <ButtonLink href={campaignHref(projectId, campaignId)} size="lg" fullWidth>
        {t("received.backToCampaign")}
      </ButtonLink>
    </Screen>
  );
}
