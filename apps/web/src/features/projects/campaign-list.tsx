"use client";

import type { CampaignSummary, Locale } from "@fanfare/protocol";
import { useLocale, useTranslations } from "next-intl";
import { localized } from "@/features/campaigns/localized-text";
import { Link } from "@/i18n/navigation";
import { LocalTime } from "@/ui/local-time";

/** Ended (closed early, or past its end). The API lists open campaigns first, then coming, then ended. */
export function hasEnded(campaign: Pick<CampaignSummary, "publishStatus" | "timeStatus">): boolean {
  return campaign.publishStatus === "END" || campaign.timeStatus === "ENDED";
}

/** Ended, not started yet, or open. */
function statusText(campaign: Pick<CampaignSummary, "publishStatus" | "timeStatus">) {
  if (hasEnded(campaign)) return "project.statusEnded";
  return campaign.timeStatus === "COMING_SOON" ? "project.statusComingSoon" : "project.statusOpen";
}

/** A project's campaigns: title, whether it has not started / runs / ended, and its window in the fan's zone. */
export function CampaignList({
  campaigns,
  emptyText,
}: {
  campaigns: readonly CampaignSummary[];
  /** What an empty list says (default: the project has no campaigns yet). */
  emptyText?: string;
}) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  if (campaigns.length === 0) return <p className="text-muted">{emptyText ?? t("project.noCampaigns")}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {campaigns.map((campaign) => (
        <li key={campaign.id}>
          <Link
            href={`/projects/${campaign.projectId}/${campaign.id}`}
            className="flex gap-4 rounded-lg border border-line bg-card p-4 hover:bg-surface"
          >
            {campaign.imageUrl ? (
              <img
                src={campaign.imageUrl}
                alt=""
                width={64}
                height={64}
                className="size-16 shrink-0 rounded-lg object-cover"
              />
            ) : null}
            <span className="flex min-w-0 flex-col gap-1">
              <span className="font-bold">{localized(campaign.title, locale)}</span>
              <span className="text-sm font-bold">
                {t(statusText(campaign))}
                {campaign.rewardKind === "LUCKY_DRAW" ? ` · ${t("project.luckyDraw")}` : ""}
              </span>
              <span className="text-sm text-muted">
                <LocalTime value={campaign.startsAt} /> – <LocalTime value={campaign.endsAt} />
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
