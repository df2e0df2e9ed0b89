"use client";

import type { OperatorChannelView } from "@fanfare/protocol";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { useEffect, useState } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { Link, useRouter } from "@/i18n/navigation";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { BackLink } from "../back-link";
import { focusMovedItem, ItemActions, movedItems } from "../campaigns/item-actions";
import {
  type LocalizedDraft,
  LocalizedTextField,
  missingLanguages,
  toLocalizedText,
} from "../campaigns/localized-text-field";
import { useBuilderTranslations } from "../campaigns/use-builder-translations";
import { ConsoleQueryState } from "../console-query-state";
import { Cell, ConsoleTable } from "../console-table";
import { LocalizedName } from "../localized-name";
import { canWriteWebhooks } from "../roles";
import { StatusBadge } from "../status-badge";
import { useOperator } from "../use-operator";
import { REQUIREMENT_TYPE_KEYS, SUMMARY_KEYS, VISIBILITY_KEYS } from "./channel-words";
import { CHANNEL_QUERY_KEYS, channelsApi } from "./channels-api";

/**
 * `/console/projects/[projectId]/channels`: the project's channels (requirements, visibility, members)
 * and, for owners and editors, a new one — made hidden from fans and open to any signed-in fan, then
 * set up on its own page.
 */
export function ChannelsScreen({ projectId }: { projectId: string }) {
  const t = useBuilderTranslations();
  const operator = useOperator();
  const channels = useQuery({
    meta: { handlesErrors: true },
    queryKey: CHANNEL_QUERY_KEYS.channels(projectId),
    queryFn: ({ signal }) => channelsApi.listChannels(projectId, signal),
  });
  const me = operator.data;
  const canWrite = me ? canWriteWebhooks(me.role) : false;

  return (
    <section className="flex flex-col gap-6" aria-labelledby="console-page-title">
      <BackLink href={`/console/projects/${projectId}`}>{t("console.channels.backToProject")}</BackLink>
      <div className="flex flex-col gap-2">
        <h1 id="console-page-title" className="text-2xl leading-snug font-bold">
          {t("console.channels.title")}
        </h1>
        <p className="text-muted">{t("console.channels.lead")}</p>
      </div>
      {me && !canWrite ? (
        <p className="rounded-lg border border-line bg-gray-50 px-3 py-2 text-sm">{t("console.channels.readOnly")}</p>
      ) : null}
      <ConsoleQueryState query={channels}>
        {({ channels: list }) =>
          list.length === 0 ? (
            <p className="rounded-xl border-2 border-dashed border-line px-4 py-8 text-center text-muted">
              {t("console.channels.empty")}
            </p>
          ) : (
            <ChannelsTable projectId={projectId} channels={list} canWrite={canWrite} />
          )
        }
      </ConsoleQueryState>
      {canWrite ? <NewChannelForm projectId={projectId} /> : null}
    </section>
  );
}

function ChannelsTable({
  projectId,
  channels,
  canWrite,
}: {
  projectId: string;
  channels: OperatorChannelView[];
  canWrite: boolean;
}) {
  const t = useBuilderTranslations();
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [moved, setMoved] = useState("");
  // The moved channel whose button takes the focus once the list shows it in its new place (the query's
  // data reaches this component after the press's own render).
  const [focusAfter, setFocusAfter] = useState<{ id: string; from: number; to: number } | null>(null);
  useEffect(() => {
    if (!focusAfter || channels[focusAfter.to]?.id !== focusAfter.id) return;
    focusMovedItem(`channel-${focusAfter.id}`, focusAfter.from, focusAfter.to);
    setFocusAfter(null);
  }, [channels, focusAfter]);
  const key = CHANNEL_QUERY_KEYS.channels(projectId);
  const titleOf = (channel: OperatorChannelView) =>
    channel.title[locale as keyof OperatorChannelView["title"]] ?? channel.title.ja;
  const reorder = useMutation({
    meta: { handlesErrors: true },
    // One at a time, in the order pressed: each sends the whole order, so a later press must not land first.
    scope: { id: `channel-order-${projectId}` },
    mutationFn: (order: OperatorChannelView[]) =>
      channelsApi.reorderChannels(projectId, { channelIds: order.map((c) => c.id) }),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
    // Refused (a channel added or removed meanwhile): the list shows the order the API holds.
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const move = (from: number, to: number) => {
    const result = movedItems(channels, from, to);
    if (!result) return;
    // Shown at once (the answer follows), so the moved row's button keeps the focus under the keyboard.
    queryClient.setQueryData(key, { channels: result.next });
    setFocusAfter({ id: result.moved.id, from, to });
    setMoved(
      t(to < from ? "console.channels.movedUp" : "console.channels.movedDown", { title: titleOf(result.moved) }),
    );
    reorder.mutate(result.next);
  };
  return (
    <div className="flex flex-col gap-2">
      {canWrite ? <p className="text-sm text-muted">{t("console.channels.orderHint")}</p> : null}
      {reorder.error ? <InlineAlert>{errorMessage(reorder.error)}</InlineAlert> : null}
      <ConsoleTable
        caption={t("console.channels.caption")}
        columns={[
          t("console.channels.columnTitle"),
          t("console.channels.columnRequirements"),
          t("console.channels.columnVisibility"),
          t("console.channels.columnMembers"),
          ...(canWrite ? [t("console.channels.columnOrder")] : []),
        ]}
      >
        {channels.map((channel, index) => (
          <tr key={channel.id}>
            <Cell header>
              <Link
                href={`/console/projects/${projectId}/channels/${channel.id}`}
                className="font-bold text-link underline hover:no-underline"
              >
                <LocalizedName text={channel.title} />
              </Link>
            </Cell>
            <Cell>
              {t(SUMMARY_KEYS[channel.requirements.operator], {
                kinds: [...new Set(channel.requirements.items.map((r) => t(REQUIREMENT_TYPE_KEYS[r.type])))].join(
                  " / ",
                ),
              })}
            </Cell>
            <Cell>
              <StatusBadge tone={channel.status === "PUBLISH" ? "live" : "draft"}>
                {t(VISIBILITY_KEYS[channel.status])}
              </StatusBadge>
            </Cell>
            <Cell>{channel.memberCount}</Cell>
            {canWrite ? (
              <Cell>
                <ItemActions
                  idPrefix={`channel-${channel.id}`}
                  heading={titleOf(channel)}
                  index={index}
                  count={channels.length}
                  onMove={move}
                />
              </Cell>
            ) : null}
          </tr>
        ))}
      </ConsoleTable>
      {/* Always in the page, so screen readers announce each move. */}
      <p role="status" className="text-sm font-bold text-success">
        {moved}
      </p>
    </div>
  );
}

function NewChannelForm({ projectId }: { projectId: string }) {
  const t = useBuilderTranslations();
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState<LocalizedDraft>({});
  const [description, setDescription] = useState<LocalizedDraft>({});
  const [tried, setTried] = useState(false);
  const create = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () =>
      channelsApi.createChannel(projectId, {
        title: toLocalizedText(title) as OperatorChannelView["title"],
        description: toLocalizedText(description) as OperatorChannelView["description"],
        status: "MAKING",
      }),
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: CHANNEL_QUERY_KEYS.channels(projectId) });
      router.push(`/console/projects/${projectId}/channels/${created.id}`);
    },
  });
  const titleMissing = missingLanguages(title).includes("ja");
  const descriptionMissing = missingLanguages(description).includes("ja");
  const needJapanese = t("console.channels.article.needJapanese");
  return (
    <section
      aria-labelledby="new-channel-title"
      className="flex flex-col gap-4 rounded-xl border border-line bg-card p-4"
    >
      <h2 id="new-channel-title" className="text-xl font-bold">
        {t("console.channels.new.title")}
      </h2>
      <p className="text-sm text-muted">{t("console.channels.new.lead")}</p>
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (titleMissing || descriptionMissing) return;
          create.mutate();
        }}
      >
        <LocalizedTextField
          path={["new-channel", "title"]}
          label={t("console.channels.fields.title")}
          value={title}
          onChange={setTitle}
          errors={tried && titleMissing ? { ja: needJapanese } : undefined}
        />
        <LocalizedTextField
          path={["new-channel", "description"]}
          label={t("console.channels.fields.description")}
          multiline
          value={description}
          onChange={setDescription}
          errors={tried && descriptionMissing ? { ja: needJapanese } : undefined}
        />
        {create.error ? <InlineAlert>{errorMessage(create.error)}</InlineAlert> : null}
        <div>
          <Button type="submit" disabled={create.isPending}>
            {t("console.channels.new.create")}
          </Button>
        </div>
      </form>
    </section>
  );
}
