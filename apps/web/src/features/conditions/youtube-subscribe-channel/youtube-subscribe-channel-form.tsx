"use client";

import type { ConditionView } from "@fanfare/protocol";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { isConnected, SocialConnection, useSocialAccounts } from "@/features/social/social-connection";
import { useErrorMessage } from "@/hooks/use-error-message";
import { api } from "@/lib/api";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { NotAvailable } from "../not-available";
import type { ConditionFormProps } from "../registry";

/** A YouTube channel as the fan is shown it: its id (youtube.com/channel/<id>) and, when known, its name. */
export type YouTubeChannel = { id: string; name: string | null };

export function youtubeChannelUrl(channelId: string): string {
  return `https://www.youtube.com/channel/${encodeURIComponent(channelId)}`;
}

/**
 * YOUTUBE_SUBSCRIBE_CHANNEL: the channel (opens on YouTube in a new tab), the fan's YouTube account
 * (connected through the shared social connect flow, or connected again after a refusal or an ended
 * grant), then "I have subscribed — check": the server reads the fan's subscriptions and completes the
 * condition, or says it is not subscribed yet (youtubeCondition-E2007).
 */
export function YouTubeSubscribeChannelForm({
  campaignId,
  condition,
  channel,
  onCompleted,
}: {
  campaignId: string;
  condition: Pick<ConditionView, "id" | "social">;
  channel: YouTubeChannel;
  onCompleted: () => void;
}) {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const accounts = useSocialAccounts();
  const check = useMutation({
    meta: { handlesErrors: true },
    // `verify` with an empty body (ADR 0020): the server reads the fan's subscriptions itself.
    mutationFn: () => api.completeCondition(campaignId, condition.id, "verify", {}),
    onSuccess: onCompleted,
  });
  const provider = condition.social?.provider;
  if (!provider) return <NotAvailable />;
  const connected = isConnected(accounts.data, provider, condition);
  const channelName = channel.name ?? channel.id;

  return (
    <div className="flex flex-col gap-5">
      <p className="leading-relaxed">{t("youtubeSubscribeChannel.lead")}</p>
      <div className="flex flex-col gap-1 rounded-lg border border-line bg-card px-4 py-3">
        <span className="text-sm text-muted">{t("youtubeSubscribeChannel.channel")}</span>
        <a
          href={youtubeChannelUrl(channel.id)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center self-start font-bold break-words underline underline-offset-4"
        >
          {t("youtubeSubscribeChannel.open", { channel: channelName })}
          <span className="sr-only"> {t("youtubeSubscribeChannel.opensInNewTab")}</span>
        </a>
      </div>
      <SocialConnection campaignId={campaignId} condition={condition} provider={provider} />
      {connected ? (
        <>
          <Button size="lg" fullWidth disabled={check.isPending} onClick={() => check.mutate()}>
            {check.isPending ? t("youtubeSubscribeChannel.checking") : t("youtubeSubscribeChannel.check")}
          </Button>
          <InlineAlert>{check.error ? errorMessage(check.error) : null}</InlineAlert>
        </>
      ) : null}
    </div>
  );
}

/**
 * The registry's form for the kind: the channel from the condition's social part (its target: the
 * channel's id and the name the operator gave it).
 */
export function YouTubeSubscribeChannelKindForm({ campaignId, condition, onCompleted }: ConditionFormProps) {
  const target = condition.social?.target;
  if (!target) return <NotAvailable />;
  return (
    <YouTubeSubscribeChannelForm
      campaignId={campaignId}
      condition={condition}
      channel={{ id: target.id, name: target.name ?? null }}
      onCompleted={onCompleted}
    />
  );
}
