"use client";

import { useTranslations } from "next-intl";
import { ButtonLink } from "@/ui/button-link";
import { InlineAlert } from "@/ui/inline-alert";
import { Screen } from "@/ui/screen";

/** What a claimed-only page shows to a fan who has not claimed (receivedPage-2001) or when it failed. */
export function NotReceivedNotice({ message, campaignHref }: { message: string; campaignHref: string }) {
  const t = useTranslations();
  return (
    <Screen title={t("received.notYetTitle")}>
      <InlineAlert>{message}</InlineAlert>
      <ButtonLink href={campaignHref} variant="outlined" size="lg" fullWidth>
        {t("received.backToCampaign")}
      </ButtonLink>
    </Screen>
  );
}
