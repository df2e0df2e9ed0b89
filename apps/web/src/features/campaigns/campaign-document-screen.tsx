"use client";

import type { Locale } from "@fanfare/protocol";
import { useLocale, useTranslations } from "next-intl";
import { ButtonLink } from "@/ui/button-link";
import { Screen } from "@/ui/screen";
import { campaignPath } from "./campaign-paths";
import { localized } from "./localized-text";
import { ProjectDocumentLink } from "./project-document-link";
import { QueryStatus } from "./query-status";
import { useCampaignTerms } from "./use-campaign-terms";

/**
 * `campaign-terms` and `campaign-privacy-policy`: the campaign's own text, in the page's language or
 * Japanese, and a link to the project's document (PDF) when it has one.
 */
export function CampaignDocumentScreen({
  projectId,
  campaignId,
  document,
}: {
  projectId: string;
  campaignId: string;
  document: "terms" | "privacyPolicy";
}) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const query = useCampaignTerms(campaignId);
  return (
    <Screen title={document === "terms" ? t("campaign.terms") : t("campaign.privacyPolicy")}>
      <QueryStatus query={query}>
        {(texts) => (
          <>
            <p className="leading-relaxed whitespace-pre-line">{localized(texts[document], locale)}</p>
            <ProjectDocumentLink projectId={projectId} document={document} />
          </>
        )}
      </QueryStatus>
      <ButtonLink href={campaignPath(projectId, campaignId)} variant="outlined" fullWidth>
        {t("campaign.backToCampaign")}
      </ButtonLink>
    </Screen>
  );
}
