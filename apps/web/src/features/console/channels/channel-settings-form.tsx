"use client";

import { type OperatorChannelView, PUBLISH_STATUSES } from "@fanfare/protocol";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { useEditedSinceSave } from "@/hooks/use-leave-guard";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import {
  type LocalizedDraft,
  LocalizedTextField,
  missingLanguages,
  toLocalizedText,
} from "../campaigns/localized-text-field";
import { useBuilderTranslations } from "../campaigns/use-builder-translations";
import { UnsavedStatus } from "../unsaved-status";
import { VISIBILITY_KEYS } from "./channel-words";
import { CHANNEL_QUERY_KEYS, channelsApi } from "./channels-api";
import {
  fromRequirementsDraft,
  type RequirementsDraft,
  requirementProblem,
  toRequirementsDraft,
} from "./requirement-draft";
import { type CampaignOption, RequirementsEditor } from "./requirements-editor";

/**
 * A channel's texts in the four languages (a missing translation is marked; fans read Japanese then),
 * its join requirements and whether fans see it. Viewers see the same form, every control disabled.
 */
export function ChannelSettingsForm({
  channel,
  campaigns,
  canWrite,
  onDone,
}: {
  channel: OperatorChannelView;
  campaigns: readonly CampaignOption[];
  canWrite: boolean;
  onDone: (message: string) => void;
}) {
  const t = useBuilderTranslations();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState<LocalizedDraft>(channel.title);
  const [description, setDescription] = useState<LocalizedDraft>(channel.description);
  const [requirements, setRequirements] = useState<RequirementsDraft>(() => toRequirementsDraft(channel.requirements));
  const [status, setStatus] = useState(channel.status);
  const [tried, setTried] = useState(false);
  const { unsaved, edited, saved: markSaved } = useEditedSinceSave(t("console.unsaved.leave"), canWrite);
  const save = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () =>
      channelsApi.updateChannel(channel.id, {
        title: toLocalizedText(title) as OperatorChannelView["title"],
        description: toLocalizedText(description) as OperatorChannelView["description"],
        requirements: fromRequirementsDraft(requirements),
        status,
      }),
    onSuccess: async (saved) => {
      markSaved();
      queryClient.setQueryData(CHANNEL_QUERY_KEYS.channel(channel.id), saved);
      await queryClient.invalidateQueries({ queryKey: CHANNEL_QUERY_KEYS.channels(channel.projectId) });
      onDone(t("console.channels.settings.saved"));
    },
  });
  const titleMissing = missingLanguages(title).includes("ja");
  const descriptionMissing = missingLanguages(description).includes("ja");
  const needJapanese = t("console.channels.article.needJapanese");

  return (
    <form
      className="flex flex-col gap-6"
      aria-labelledby="channel-settings-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (titleMissing || descriptionMissing || requirements.items.some((r) => requirementProblem(r) !== null)) {
          return;
        }
        save.mutate();
      }}
    >
      <h2 id="channel-settings-title" className="text-xl font-bold">
        {t("console.channels.settings.title")}
      </h2>
      <LocalizedTextField
        path={["channel", "title"]}
        label={t("console.channels.fields.title")}
        value={title}
        onChange={edited(setTitle)}
        disabled={!canWrite}
        errors={tried && titleMissing ? { ja: needJapanese } : undefined}
      />
      <LocalizedTextField
        path={["channel", "description"]}
        label={t("console.channels.fields.description")}
        multiline
        value={description}
        onChange={edited(setDescription)}
        disabled={!canWrite}
        errors={tried && descriptionMissing ? { ja: needJapanese } : undefined}
      />
      <RequirementsEditor
        value={requirements}
        onChange={edited(setRequirements)}
        campaigns={campaigns}
        disabled={!canWrite}
        showProblems={tried}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-lg font-bold">{t("console.channels.fields.visibility")}</legend>
        {PUBLISH_STATUSES.map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="channel-status"
              value={value}
              checked={status === value}
              disabled={!canWrite}
              onChange={() => edited(setStatus)(value)}
              className="size-5"
            />
            {t(VISIBILITY_KEYS[value])}
          </label>
        ))}
      </fieldset>
      {save.error ? <InlineAlert>{errorMessage(save.error)}</InlineAlert> : null}
      {canWrite ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending}>
            {t("console.channels.settings.save")}
          </Button>
          <UnsavedStatus unsaved={unsaved} />
        </div>
      ) : null}
    </form>
  );
}
