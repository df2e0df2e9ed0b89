"use client";

import type { OperatorContentView } from "@fanfare/protocol";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { InputField } from "../campaigns/field";
import { useBuilderTranslations } from "../campaigns/use-builder-translations";
import { isoToLocalInput, localInputToIso, zoneLabel } from "../campaigns/zoned-time";
import { channelsApi } from "./channels-api";

/** Whether fans are still waiting for the content: its publication time lies ahead. */
export function isScheduled(content: Pick<OperatorContentView, "publishAt">, now: number = Date.now()): boolean {
  return Date.parse(content.publishAt) > now;
}

/**
 * Sets when a content becomes visible to fans (its `publishAt`), typed in the operator's own time zone —
 * the one the field shows beside it — and sent with that zone's offset, like the campaign windows. The
 * status stays as it is: an unpublished content is hidden whatever its time says.
 */
export function ScheduleEditor({
  content,
  title,
  onSaved,
  onCancel,
}: {
  content: OperatorContentView;
  /** The content's title in the operator's language. */
  title: string;
  onSaved: (saved: OperatorContentView) => void;
  onCancel: () => void;
}) {
  const t = useBuilderTranslations();
  const errorMessage = useErrorMessage();
  const [value, setValue] = useState(() => isoToLocalInput(content.publishAt));
  const [tried, setTried] = useState(false);
  // Read in the browser after hydration: the server's zone is not the operator's.
  const [zone, setZone] = useState("");
  useEffect(() => setZone(zoneLabel()), []);
  const save = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (publishAt: string) => channelsApi.updateContent(content.id, { publishAt }),
    onSuccess: onSaved,
  });
  const publishAt = localInputToIso(value);
  const headingId = `content-${content.id}-schedule-title`;
  const fieldId = `content-${content.id}-publish-at`;

  return (
    <section aria-labelledby={headingId} className="flex w-full flex-col gap-3 rounded-lg border border-line p-3">
      <h3 id={headingId} className="font-bold">
        {t("console.channels.contents.scheduleTitle", { title })}
      </h3>
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (publishAt) save.mutate(publishAt);
        }}
      >
        <InputField
          id={fieldId}
          type="datetime-local"
          label={t("console.channels.contents.publishAtLabel")}
          hint={t("console.channels.contents.publishAtHint")}
          error={tried && !publishAt ? t("console.channels.contents.publishAtInvalid") : undefined}
          value={value}
          onChange={setValue}
          after={zone ? t("console.builder.timeZone", { zone }) : undefined}
        />
        {save.error ? <InlineAlert>{errorMessage(save.error)}</InlineAlert> : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="sm" disabled={save.isPending}>
            {t("console.channels.contents.saveSchedule")}
          </Button>
          <Button size="sm" variant="outlined" onClick={onCancel}>
            {t("console.channels.contents.cancel")}
          </Button>
        </div>
      </form>
    </section>
  );
}
