// No "use client": the campaign page's server component renders these and hands them to CampaignScreen
// as props, so their code stays out of the page's JavaScript (issue 17: the fan pages' first load,
// docs/bench-web.md). Nothing here depends on what the browser reads; the console's preview and the
// tests build the same parts in the browser. campaign-screen.tsx imports only this module's types
// (campaign-page-parts.test.tsx), or its code would come back to the page.

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";
import { campaignPath } from "./campaign-paths";
import { CampaignSkeleton } from "./campaign-skeleton";
import { signInHref } from "./sign-in-link";

/** The campaign page's parts that depend only on the page's address. */
export type CampaignPageParts = {
  /** What the page shows while the browser reads the campaign itself. */
  skeleton: ReactNode;
  /** The links to the campaign's other pages and its project, below its details. */
  moreLinks: ReactNode;
  /** The login page, bringing a visitor back to this campaign afterwards. */
  signInHref: string;
};

export function campaignPageParts(projectId: string, campaignId: string): CampaignPageParts {
  return {
    skeleton: <CampaignSkeleton />,
    moreLinks: <CampaignMoreLinks projectId={projectId} campaignId={campaignId} />,
    signInHref: signInHref(campaignPath(projectId, campaignId)),
  };
}

/** Help, fairness, the campaign's terms and privacy policy, and the project's page. */
function CampaignMoreLinks({ projectId, campaignId }: { projectId: string; campaignId: string }) {
  const t = useTranslations();
  const path = (rest: string) => campaignPath(projectId, campaignId, rest);
  return (
    <nav aria-label={t("campaign.moreLinks")} className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
      <Link href={path("help")} className="text-link underline">
        {t("campaign.help")}
      </Link>
      <Link href={path("fairness")} className="text-link underline">
        {t("fairness.link")}
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
  );
}
