"use client";

import { useTranslations } from "next-intl";
import { errorText } from "@/hooks/error-text";
import { ButtonLink } from "@/ui/button-link";
import { ErrorPageIcon } from "@/ui/icons/error-page-icon";
import { InlineAlert } from "@/ui/inline-alert";
import { Screen } from "@/ui/screen";
import { campaignHref } from "./campaign-href";

export type ClaimedErrorScreenProps = { projectId: string; campaignId: string; code: string | null };

/**
 * `/projects/[projectId]/[campaign]/claimed-error?code=…`: why the claim failed, in the fan's language.
 * The code comes from the URL, so only catalogue codes are translated; anything else is the generic text.
 */
export function ClaimedErrorScreen({ projectId, campaignId, code }: ClaimedErrorScreenProps) {
  const t = useTranslations();
  const reason = (code && errorText(t, code)) || t("claimedError.unknown");
  return (
    <Screen title={t("claimedError.title")} lead={t("claimedError.lead")}>
      <ErrorPageIcon size={64} className="mx-auto text-danger" />
      <InlineAlert>{reason}</InlineAlert>
      <ButtonLink href={campaignHref(projectId, campaignId)} size="lg" fullWidth>
        {t("received.backToCampaign")}
      </ButtonLink>
    </Screen>
  );
}
