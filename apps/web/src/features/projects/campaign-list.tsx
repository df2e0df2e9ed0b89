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

/**
 * Cards in one column on a phone, and in a grid on a laptop (two columns, three from xl): shared by the
 * lists of campaigns and of projects and by their skeletons, so a list takes the place its skeleton held.
 */
export const CARD_GRID = "flex flex-col gap-3 lg:grid lg:grid-cols-2 lg:gap-5 xl:grid-cols-3";

/**
 * A project's campaigns: title, whether it has not started / runs / ended, and its window in the fan's
 * zone. A row with a thumbnail on a phone; on a laptop a card with its image on top, in a grid.
 */
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
    <ul className={CARD_GRID}>
      {campaigns.map((campaign) => (
        <li key={campaign.id} className="lg:h-full">
          <Link
            href={`/projects/${campaign.projectId}/${campaign.id}`}
            className="flex gap-4 rounded-lg border border-line bg-card p-4 hover:bg-surface lg:h-full lg:flex-col lg:gap-0 lg:overflow-hidden lg:p-0"
          >
            {campaign.imageUrl ? (
              <img
                src={campaign.imageUrl}
                alt=""
                width={64}
                height={64}
                className="size-16 shrink-0 rounded-lg object-cover lg:aspect-video lg:size-auto lg:w-full lg:rounded-none lg:bg-surface lg:object-contain"
              />
            ) : (
              // On a laptop a card without a picture starts with a band of tint, so the grid's cards still
              // begin alike; a short one: a grid of empty picture frames would read as broken images.
              <span
                aria-hidden="true"
                className="hidden h-3 w-full bg-linear-to-r from-primary/60 to-primary/10 lg:block"
              />
            )}
            <span className="flex min-w-0 flex-col gap-1 lg:p-4">
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
