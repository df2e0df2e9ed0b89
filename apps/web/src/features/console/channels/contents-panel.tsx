"use client";

import type { Locale, LocalizedText, OperatorContentView } from "@fanfare/protocol";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { useEffect, useState } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { useTimeZone } from "@/hooks/use-time-zone";
import { formatDateTime } from "@/lib/format-date-time";
import { FALLBACK_TIME_ZONE } from "@/lib/time-zone";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { LocalTime } from "@/ui/local-time";
import { useBuilderTranslations } from "../campaigns/use-builder-translations";
import { ConsoleQueryState } from "../console-query-state";
import { LocalizedName } from "../localized-name";
import { StatusBadge } from "../status-badge";
import { ArticleEditor } from "./article-editor";
import { CONTENT_KIND_KEYS, CONTENT_STATUS_KEYS } from "./channel-words";
import { CHANNEL_QUERY_KEYS, channelsApi } from "./channels-api";
import { movePatches } from "./content-order";
import { DeleteContentDialog } from "./delete-content-dialog";
import { MediaUploader } from "./media-uploader";
import { isScheduled, ScheduleEditor } from "./schedule-editor";

type Editing = { kind: "article"; content: OperatorContentView | null } | { kind: "media" } | null;

/**
 * The channel's contents in the order fans see them, each published or not. Moving one sends the new
 * positions of the contents it passes; publishing flips its status (a MAKING content is hidden from
 * fans whatever its publication time); scheduling sets that time, and a time ahead reads "scheduled for";
 * deleting asks first. Viewers see the list without its controls.
 */
export function ContentsPanel({
  projectId,
  channelId,
  canWrite,
  onDone,
}: {
  projectId: string;
  channelId: string;
  canWrite: boolean;
  onDone: (message: string) => void;
}) {
  const t = useBuilderTranslations();
  const locale = useLocale();
  // A content's title in the operator's language (Japanese when it has none), for labels and announcements.
  const titleOf = (text: LocalizedText) => text[locale as keyof LocalizedText] ?? text.ja;
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [scheduling, setScheduling] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<OperatorContentView | null>(null);
  // The element to focus once the list has re-rendered (after a deletion or a schedule closes). An effect
  // runs after the dialog's own clean-up, which hands focus back to the pressed button, gone after a delete.
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  useEffect(() => {
    if (!focusAfter) return;
    (document.getElementById(focusAfter) ?? document.getElementById("channel-contents-title"))?.focus();
    setFocusAfter(null);
  }, [focusAfter]);
  const timeZone = useTimeZone() ?? FALLBACK_TIME_ZONE;
  const contents = useQuery({
    meta: { handlesErrors: true },
    queryKey: CHANNEL_QUERY_KEYS.contents(channelId),
    queryFn: ({ signal }) => channelsApi.listContents(channelId, signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: CHANNEL_QUERY_KEYS.contents(channelId) });
  const toggle = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (content: OperatorContentView) =>
      channelsApi.updateContent(content.id, { status: content.status === "PUBLISH" ? "MAKING" : "PUBLISH" }),
    onSuccess: async (updated) => {
      await refresh();
      onDone(
        t(
          updated.status === "PUBLISH"
            ? "console.channels.contents.published"
            : "console.channels.contents.unpublished",
          {
            title: titleOf(updated.title),
          },
        ),
      );
    },
  });
  const move = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ list, index, delta }: { list: OperatorContentView[]; index: number; delta: -1 | 1 }) => {
      // One after the other: the order is whole only when every PATCH has landed, and a refusal stops the rest.
      for (const patch of movePatches(list, index, delta)) {
        await channelsApi.updateContent(patch.contentId, { position: patch.position });
      }
      return { content: list[index], delta };
    },
    onSuccess: async ({ content, delta }) => {
      await refresh();
      if (content) {
        onDone(
          t(delta < 0 ? "console.channels.contents.movedUp" : "console.channels.contents.movedDown", {
            title: titleOf(content.title),
          }),
        );
      }
      // The pressed button moved with its row: focus follows it, so the next press moves the same content.
      // At the top or the bottom that button is disabled: the row's other move button takes the focus.
      if (content) {
        requestAnimationFrame(() => {
          const pressed = document.getElementById(`content-${content.id}-${delta < 0 ? "up" : "down"}`);
          const other = document.getElementById(`content-${content.id}-${delta < 0 ? "down" : "up"}`);
          (pressed instanceof HTMLButtonElement && !pressed.disabled ? pressed : other)?.focus();
        });
      }
    },
  });
  const failure = toggle.error ?? move.error;
  const now = Date.now();

  return (
    <section aria-labelledby="channel-contents-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* Focusable from script: it takes the focus when the last content is deleted. */}
        <h2 id="channel-contents-title" tabIndex={-1} className="text-xl font-bold">
          {t("console.channels.contents.title")}
        </h2>
        {canWrite ? (
          <div className="flex flex-wrap gap-3">
            <Button size="sm" onClick={() => setEditing({ kind: "article", content: null })}>
              {t("console.channels.contents.addArticle")}
            </Button>
            <Button size="sm" variant="outlined" onClick={() => setEditing({ kind: "media" })}>
              {t("console.channels.contents.addMedia")}
            </Button>
          </div>
        ) : null}
      </div>
      {failure ? <InlineAlert>{errorMessage(failure)}</InlineAlert> : null}
      <ConsoleQueryState query={contents}>
        {({ contents: list }) => (
          <>
            {editing?.kind === "article" ? (
              <ArticleEditor
                key={editing.content?.id ?? "new"}
                projectId={projectId}
                channelId={channelId}
                content={editing.content}
                nextPosition={list.length}
                onSaved={(saved) => {
                  void refresh();
                  onDone(t("console.channels.article.savedNamed", { title: titleOf(saved.title) }));
                }}
                onCancel={() => setEditing(null)}
              />
            ) : null}
            {editing?.kind === "media" ? (
              <MediaUploader
                projectId={projectId}
                channelId={channelId}
                nextPosition={list.length}
                onAdded={() => void refresh()}
                onCancel={() => setEditing(null)}
              />
            ) : null}
            {list.length === 0 ? (
              <p className="rounded-xl border-2 border-dashed border-line px-4 py-8 text-center text-muted">
                {t("console.channels.contents.empty")}
              </p>
            ) : (
              <ol className="flex flex-col gap-2" aria-label={t("console.channels.contents.listLabel")}>
                {list.map((content, index) => {
                  const title = titleOf(content.title);
                  const busy = toggle.isPending || move.isPending;
                  const scheduled = isScheduled(content, now);
                  const waiting = content.status === "PUBLISH" && scheduled;
                  return (
                    <li
                      key={content.id}
                      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-line bg-card px-4 py-3"
                    >
                      <span className="min-w-0 flex-1">
                        <span className="block font-bold">
                          <LocalizedName text={content.title} />
                        </span>
                        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                          <span>{t(CONTENT_KIND_KEYS[content.kind])}</span>
                          {/* Published but not yet shown: fans wait for its time, so it does not read "published". */}
                          <StatusBadge tone={content.status === "PUBLISH" && !scheduled ? "live" : "draft"}>
                            {waiting
                              ? t("console.channels.contents.scheduled")
                              : t(CONTENT_STATUS_KEYS[content.status])}
                          </StatusBadge>
                          <span>
                            {scheduled
                              ? t("console.channels.contents.scheduledFor")
                              : t("console.channels.contents.publishAt")}{" "}
                            <LocalTime value={content.publishAt} />
                          </span>
                        </span>
                      </span>
                      {canWrite ? (
                        <span className="flex flex-wrap gap-2">
                          <Button
                            id={`content-${content.id}-up`}
                            size="sm"
                            variant="outlined"
                            disabled={busy || index === 0}
                            aria-label={t("console.channels.contents.moveUp", { title })}
                            onClick={() => move.mutate({ list, index, delta: -1 })}
                          >
                            <span aria-hidden="true">↑</span>
                          </Button>
                          <Button
                            id={`content-${content.id}-down`}
                            size="sm"
                            variant="outlined"
                            disabled={busy || index === list.length - 1}
                            aria-label={t("console.channels.contents.moveDown", { title })}
                            onClick={() => move.mutate({ list, index, delta: 1 })}
                          >
                            <span aria-hidden="true">↓</span>
                          </Button>
                          {content.kind === "ARTICLE" ? (
                            <Button
                              size="sm"
                              variant="outlined"
                              aria-label={t("console.channels.contents.editNamed", { title })}
                              onClick={() => setEditing({ kind: "article", content })}
                            >
                              {t("console.channels.contents.edit")}
                            </Button>
                          ) : null}
                          <Button
                            size="sm"
                            variant={content.status === "PUBLISH" ? "outlined" : "contained"}
                            disabled={busy}
                            aria-label={t(
                              content.status === "PUBLISH"
                                ? "console.channels.contents.unpublishNamed"
                                : "console.channels.contents.publishNamed",
                              { title },
                            )}
                            onClick={() => toggle.mutate(content)}
                          >
                            {t(
                              content.status === "PUBLISH"
                                ? "console.channels.contents.unpublish"
                                : "console.channels.contents.publish",
                            )}
                          </Button>
                          <Button
                            id={`content-${content.id}-schedule`}
                            size="sm"
                            variant="outlined"
                            aria-expanded={scheduling === content.id}
                            aria-label={t("console.channels.contents.scheduleNamed", { title })}
                            onClick={() => setScheduling(scheduling === content.id ? null : content.id)}
                          >
                            {t("console.channels.contents.schedule")}
                          </Button>
                          <Button
                            id={`content-${content.id}-delete`}
                            size="sm"
                            variant="outlined"
                            theme="secondary"
                            disabled={busy}
                            aria-label={t("console.channels.contents.deleteNamed", { title })}
                            onClick={() => setDeleting(content)}
                          >
                            {t("console.channels.contents.delete")}
                          </Button>
                        </span>
                      ) : null}
                      {canWrite && scheduling === content.id ? (
                        <ScheduleEditor
                          content={content}
                          title={title}
                          onSaved={async (saved) => {
                            await refresh();
                            setScheduling(null);
                            setFocusAfter(`content-${saved.id}-schedule`);
                            onDone(
                              t("console.channels.contents.rescheduled", {
                                title: titleOf(saved.title),
                                time: formatDateTime(saved.publishAt, { locale: locale as Locale, timeZone }),
                              }),
                            );
                          }}
                          onCancel={() => {
                            setScheduling(null);
                            setFocusAfter(`content-${content.id}-schedule`);
                          }}
                        />
                      ) : null}
                    </li>
                  );
                })}
              </ol>
            )}
            <DeleteContentDialog
              content={deleting}
              title={deleting ? titleOf(deleting.title) : ""}
              onClose={() => setDeleting(null)}
              onDeleted={async (deleted) => {
                // Focus stays at the same place in the list: the content that moves up into it, else the
                // one before it, else (the list now empty) the heading.
                const index = list.findIndex((c) => c.id === deleted.id);
                const rest = list.filter((c) => c.id !== deleted.id);
                const neighbour = rest[index] ?? rest[index - 1];
                await refresh();
                setDeleting(null);
                // An editor left open on it would only save into a 404.
                if (editing?.kind === "article" && editing.content?.id === deleted.id) setEditing(null);
                setFocusAfter(neighbour ? `content-${neighbour.id}-delete` : "channel-contents-title");
                onDone(t("console.channels.contents.deleted", { title: titleOf(deleted.title) }));
              }}
            />
          </>
        )}
      </ConsoleQueryState>
    </section>
  );
}
