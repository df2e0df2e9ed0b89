"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "@/i18n/navigation";
import { ApiError } from "@/lib/api";
import { channelPath } from "../../channels/channel-paths";
import { BackLink } from "../back-link";
import { useBuilderTranslations } from "../campaigns/use-builder-translations";
import { CONSOLE_QUERY_KEYS, consoleApi } from "../console-api";
import { ConsoleQueryState } from "../console-query-state";
import { LocalizedName } from "../localized-name";
import { canWriteWebhooks } from "../roles";
import { useOperator } from "../use-operator";
import { ChannelSettingsForm } from "./channel-settings-form";
import { CHANNEL_QUERY_KEYS, channelsApi } from "./channels-api";
import { ContentsPanel } from "./contents-panel";
import { MembersPanel } from "./members-panel";

/**
 * `/console/projects/[projectId]/channels/[channelId]`: one channel — its texts, join requirements and
 * visibility, its contents (articles, media, publish / unpublish, order) and who joined. Owners and
 * editors write (the API's rule for every channel route); viewers read all of it.
 */
export function ChannelEditorScreen({ projectId, channelId }: { projectId: string; channelId: string }) {
  const t = useBuilderTranslations();
  const operator = useOperator();
  const channel = useQuery({
    meta: { handlesErrors: true },
    queryKey: CHANNEL_QUERY_KEYS.channel(channelId),
    queryFn: ({ signal }) => channelsApi.getChannel(channelId, signal),
  });
  const campaigns = useQuery({
    meta: { handlesErrors: true },
    queryKey: CONSOLE_QUERY_KEYS.campaigns(projectId),
    queryFn: ({ signal }) => consoleApi.listCampaigns(projectId, signal),
  });
  const [done, setDone] = useState<string | null>(null);
  const me = operator.data;
  // Channels follow the same rule as webhooks: owners and editors write, viewers read.
  const canWrite = me ? canWriteWebhooks(me.role) : false;
  const isMissing = channel.error instanceof ApiError && channel.error.status === 404;

  return (
    <section className="flex flex-col gap-6" aria-labelledby="console-page-title">
      <BackLink href={`/console/projects/${projectId}/channels`}>{t("console.channels.back")}</BackLink>
      <div className="flex flex-col gap-2">
        <h1 id="console-page-title" className="text-2xl leading-snug font-bold">
          {channel.data ? <LocalizedName text={channel.data.title} /> : t("console.channels.channelTitle")}
        </h1>
        {channel.data ? (
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            <span>{t("console.channels.memberCount", { count: channel.data.memberCount })}</span>
            <Link href={channelPath(projectId, channelId)} className="font-bold text-link underline hover:no-underline">
              {t("console.channels.openFanPage")}
            </Link>
          </p>
        ) : null}
        {/* Always in the page, so screen readers announce what is written into it. */}
        <p role="status" className="text-sm font-bold text-success">
          {done}
        </p>
      </div>
      {me && !canWrite ? (
        <p className="rounded-lg border border-line bg-gray-50 px-3 py-2 text-sm">{t("console.channels.readOnly")}</p>
      ) : null}
      {isMissing ? (
        <p className="rounded-xl border-2 border-dashed border-line px-4 py-8 text-center text-muted">
          {t("console.channels.notFound")}
        </p>
      ) : (
        <ConsoleQueryState query={channel}>
          {(data) => (
            <>
              <ChannelSettingsForm
                key={`${data.id}-${canWrite}`}
                channel={data}
                campaigns={campaigns.data?.campaigns ?? []}
                canWrite={canWrite}
                onDone={setDone}
              />
              <ContentsPanel projectId={projectId} channelId={channelId} canWrite={canWrite} onDone={setDone} />
              <MembersPanel channelId={channelId} />
            </>
          )}
        </ConsoleQueryState>
      )}
    </section>
  );
}
