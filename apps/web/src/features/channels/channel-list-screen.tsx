"use client";

import type { Locale } from "@fanfare/protocol";
import { useLocale, useTranslations } from "next-intl";
import { localized } from "@/features/campaigns/localized-text";
import { QueryStatus } from "@/features/campaigns/query-status";
import { Link } from "@/i18n/navigation";
import { ButtonLink } from "@/ui/button-link";
import { Screen } from "@/ui/screen";
import { channelPath } from "./channel-paths";
import type { ChannelsInitialData } from "./channels-on-server";
import { REQUIREMENT_LABEL } from "./requirement-texts";
import { useChannels } from "./use-channels";

/**
 * `/projects/[projectId]/channels`: the project's channels, what each asks, whether the fan joined.
 * `initialData`: the page's server read (channels-on-server.ts), so the first HTML lists them.
 */
export function ChannelListScreen({
  projectId,
  initialData,
}: {
  projectId: string;
  initialData?: ChannelsInitialData;
}) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const channels = useChannels(projectId, initialData);
  return (
    <Screen title={t("channels.title")} lead={t("channels.lead")}>
      <QueryStatus query={channels}>
        {({ channels: list }) =>
          list.length === 0 ? (
            <p className="text-muted">{t("channels.none")}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {list.map((channel) => (
                <li key={channel.id}>
                  <Link
                    href={channelPath(projectId, channel.id)}
                    className="flex flex-col gap-1 rounded-lg border border-line bg-card p-4 hover:bg-surface"
                  >
                    <span className="font-bold">{localized(channel.title, locale)}</span>
                    <span className="line-clamp-2 text-sm text-muted">{localized(channel.description, locale)}</span>
                    <span className="text-sm font-bold">
                      {channel.joined ? `${t("channels.joinedBadge")} · ` : ""}
                      {channel.requirementTypes
                        .map((type) => t(REQUIREMENT_LABEL[type]))
                        .join(channel.operator === "OR" ? ` ${t("channels.or")} ` : ` ${t("channels.and")} `)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </QueryStatus>
      <ButtonLink href={`/projects/${encodeURIComponent(projectId)}`} variant="outlined" fullWidth>
        {t("project.backToProject")}
      </ButtonLink>
    </Screen>
  );
}
