"use client";

import type { ChannelDetail, Locale, RequirementStatus } from "@fanfare/protocol";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { localized } from "@/features/campaigns/localized-text";
import { QueryStatus } from "@/features/campaigns/query-status";
import { useErrorMessage } from "@/hooks/use-error-message";
import { useRedirectToSignIn } from "@/hooks/use-signed-in-user";
import { Link } from "@/i18n/navigation";
import { api } from "@/lib/api";
import { Button } from "@/ui/button";
import { ButtonLink } from "@/ui/button-link";
import { InlineAlert } from "@/ui/inline-alert";
import { LocalTime } from "@/ui/local-time";
import { Screen } from "@/ui/screen";
import { channelsPath, contentPath, contentsPath } from "./channel-paths";
import { CONTENT_KIND_LABEL, MISSING_REASON, REQUIREMENT_LABEL } from "./requirement-texts";
import { channelQueryKey, useChannel } from "./use-channels";

/** Met, not met, or not known (not signed in): a mark only, the words are for screen readers. */
function metMark(met: boolean | null): string {
  if (met === null) return "・";
  return met ? "✓" : "✗";
}

function RequirementItem({ projectId, status }: { projectId: string; status: RequirementStatus }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const { requirement } = status;
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-line bg-card p-3" data-met={String(status.met)}>
      <span className="flex items-center gap-2 font-bold">
        <span aria-hidden="true">{metMark(status.met)}</span>
        {t(REQUIREMENT_LABEL[requirement.type])}
        {status.met !== null ? (
          <span className="sr-only">{status.met ? t("channels.met") : t("channels.notMet")}</span>
        ) : null}
      </span>
      {requirement.type === "OWNS_NFT" && requirement.contract ? (
        <span className="text-xs break-all text-muted">
          {t("channels.contractOn", { chainId: requirement.contract.chainId, address: requirement.contract.address })}
        </span>
      ) : null}
      {status.met !== true && status.missing ? (
        <span className="text-sm">{t(MISSING_REASON[status.missing])}</span>
      ) : null}
      {status.met !== true && status.campaigns.length > 0 ? (
        <span className="flex flex-col gap-1 text-sm">
          <span className="text-muted">{t("channels.howToGet")}</span>
          {status.campaigns.map((campaign) => (
            <Link
              key={campaign.id}
              href={`/projects/${encodeURIComponent(projectId)}/${encodeURIComponent(campaign.id)}`}
              className="font-bold text-link underline"
            >
              {localized(campaign.title, locale)}
            </Link>
          ))}
        </span>
      ) : null}
    </li>
  );
}

function Membership({ projectId, channel }: { projectId: string; channel: ChannelDetail }) {
  const t = useTranslations();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const redirectToSignIn = useRedirectToSignIn();
  const refresh = () => queryClient.invalidateQueries({ queryKey: channelQueryKey(channel.id) });
  const join = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => api.joinChannel(channel.id),
    onSuccess: (detail) => queryClient.setQueryData(channelQueryKey(channel.id), detail),
    onError: () => void refresh(),
  });
  const leave = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => api.leaveChannel(channel.id),
    onSettled: () => void refresh(),
  });
  const error = join.error ?? leave.error;

  if (channel.joined === null) {
    return (
      <Button fullWidth onClick={redirectToSignIn}>
        {t("channels.signInToJoin")}
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <InlineAlert>{error ? errorMessage(error) : null}</InlineAlert>
      {channel.joined && !channel.hasAccess ? <InlineAlert>{t("channels.accessLost")}</InlineAlert> : null}
      {channel.hasAccess ? (
        <ButtonLink href={contentsPath(projectId, channel.id)} fullWidth>
          {t("channels.openContents")}
        </ButtonLink>
      ) : null}
      {channel.joined ? (
        <Button variant="outlined" fullWidth disabled={leave.isPending} onClick={() => leave.mutate()}>
          {leave.isPending ? t("actions.sending") : t("channels.leave")}
        </Button>
      ) : (
        <Button fullWidth disabled={join.isPending || channel.canJoin === false} onClick={() => join.mutate()}>
          {join.isPending ? t("actions.sending") : t("channels.join")}
        </Button>
      )}
      {!channel.joined && channel.canJoin === false ? (
        <p className="text-sm text-muted">{t("channels.cannotJoinYet")}</p>
      ) : null}
    </div>
  );
}

/** `/projects/[projectId]/channels/[channelId]`: what the channel asks, what the fan is missing, join / leave. */
export function ChannelScreen({ projectId, channelId }: { projectId: string; channelId: string }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const channel = useChannel(channelId);
  return (
    <QueryStatus query={channel}>
      {(view) =>
        // A channel reached under another project's address does not exist there.
        view.projectId !== projectId ? (
          <Screen title={t("channels.channelTitle")}>
            <InlineAlert>{t("errors.request-E1004")}</InlineAlert>
            <ButtonLink href={channelsPath(projectId)} variant="outlined" fullWidth>
              {t("channels.backToChannels")}
            </ButtonLink>
          </Screen>
        ) : (
          <Screen title={localized(view.title, locale)}>
            <p className="leading-relaxed whitespace-pre-line">{localized(view.description, locale)}</p>
            <section aria-labelledby="channel-requirements" className="flex flex-col gap-2">
              <h2 id="channel-requirements" className="text-lg font-bold">
                {t("channels.requirements")}
              </h2>
              <p className="text-sm text-muted">
                {view.requirements.length > 1 && view.operator === "OR" ? t("channels.anyOf") : t("channels.allOf")}
              </p>
              <ul className="flex flex-col gap-2">
                {view.requirements.map((status, i) => (
                  <RequirementItem key={i} projectId={projectId} status={status} />
                ))}
              </ul>
            </section>
            <Membership projectId={projectId} channel={view} />
            {view.preview.length > 0 ? (
              <section aria-labelledby="channel-preview" className="flex flex-col gap-2">
                <h2 id="channel-preview" className="text-lg font-bold">
                  {t("channels.contents")}
                </h2>
                <ul className="flex flex-col gap-2">
                  {view.preview.map((item) => {
                    const label = (
                      <>
                        <span className="font-bold">
                          {item.title ? localized(item.title, locale) : t("channels.hiddenTitle")}
                        </span>
                        <span className="text-sm text-muted">
                          {t(CONTENT_KIND_LABEL[item.kind])} · <LocalTime value={item.publishAt} />
                        </span>
                      </>
                    );
                    return (
                      <li key={item.id}>
                        {view.hasAccess ? (
                          <Link
                            href={contentPath(projectId, view.id, item.id)}
                            className="flex flex-col gap-1 rounded-lg border border-line bg-card p-3 hover:bg-surface"
                          >
                            {label}
                          </Link>
                        ) : (
                          <span className="flex flex-col gap-1 rounded-lg border border-line bg-surface p-3">
                            <span className="sr-only">{t("channels.locked")}</span>
                            {label}
                          </span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </section>
            ) : null}
            <ButtonLink href={channelsPath(projectId)} variant="outlined" fullWidth>
              {t("channels.backToChannels")}
            </ButtonLink>
          </Screen>
        )
      }
    </QueryStatus>
  );
}
