"use client";

import type { AssetView, ContentKind, MediaKind, OperatorContentView } from "@fanfare/protocol";
import { useRef, useState } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { CONTROL_CLASS } from "../campaigns/field";
import {
  type LocalizedDraft,
  LocalizedTextField,
  missingLanguages,
  toLocalizedText,
} from "../campaigns/localized-text-field";
import { useBuilderTranslations } from "../campaigns/use-builder-translations";
import { channelsApi } from "./channels-api";
import { type UploadProgress, uploadAsset } from "./upload-asset";
import { UploadProgressBar } from "./upload-progress";

/** The content an uploaded file makes: the API decides the file's kind from its bytes. */
const CONTENT_KIND_OF: Record<MediaKind, ContentKind> = {
  IMAGE: "GALLERY",
  VIDEO: "VIDEO",
  AUDIO: "AUDIO",
  FILE: "FILE",
};

type Phase =
  | { step: "idle" }
  | { step: "uploading"; progress: UploadProgress }
  | { step: "saving"; asset: AssetView }
  | { step: "done"; content: OperatorContentView }
  | { step: "failed"; error: unknown };

/**
 * Adds a media content: a title and one file (an image makes a gallery, a video, a sound, any other
 * file a download). The file goes up with a progress bar, then the content is made unpublished at the
 * end of the list.
 */
export function MediaUploader({
  projectId,
  channelId,
  nextPosition,
  onAdded,
  onCancel,
}: {
  projectId: string;
  channelId: string;
  nextPosition: number;
  onAdded: (content: OperatorContentView) => void;
  onCancel: () => void;
}) {
  const t = useBuilderTranslations();
  const errorMessage = useErrorMessage();
  const [title, setTitle] = useState<LocalizedDraft>({});
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const [phase, setPhase] = useState<Phase>({ step: "idle" });
  const abort = useRef<AbortController | null>(null);
  const busy = phase.step === "uploading" || phase.step === "saving";
  const titleMissing = missingLanguages(title).includes("ja");

  async function start() {
    setTried(true);
    if (titleMissing || !file) return;
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ step: "uploading", progress: { loaded: 0, total: file.size } });
    try {
      const asset = await uploadAsset(
        projectId,
        file,
        (progress) => setPhase({ step: "uploading", progress }),
        controller.signal,
      );
      setPhase({ step: "saving", asset });
      const content = await channelsApi.createContent(channelId, {
        kind: CONTENT_KIND_OF[asset.kind],
        title: toLocalizedText(title) as OperatorContentView["title"],
        publishAt: new Date().toISOString(),
        assetIds: [asset.id],
        status: "MAKING",
        position: nextPosition,
      });
      setPhase({ step: "done", content });
      onAdded(content);
    } catch (error) {
      setPhase(controller.signal.aborted ? { step: "idle" } : { step: "failed", error });
    } finally {
      abort.current = null;
    }
  }

  return (
    <section
      aria-labelledby="media-uploader-title"
      className="flex flex-col gap-4 rounded-xl border-2 border-line bg-card p-4"
    >
      <h3 id="media-uploader-title" className="text-lg font-bold">
        {t("console.channels.media.title")}
      </h3>
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        <LocalizedTextField
          path={["media", "title"]}
          label={t("console.channels.media.contentTitle")}
          value={title}
          onChange={setTitle}
          disabled={busy}
          errors={tried && titleMissing ? { ja: t("console.channels.article.needJapanese") } : undefined}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="media-uploader-file" className="text-sm font-bold">
            {t("console.channels.media.file")}
          </label>
          <p id="media-uploader-file-hint" className="text-sm text-muted">
            {t("console.channels.media.fileHint")}
          </p>
          <input
            id="media-uploader-file"
            type="file"
            disabled={busy}
            aria-describedby={
              tried && !file ? "media-uploader-file-hint media-uploader-file-error" : "media-uploader-file-hint"
            }
            aria-invalid={tried && !file ? true : undefined}
            className={`${CONTROL_CLASS} py-2`}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          {tried && !file ? (
            <p id="media-uploader-file-error" className="text-sm font-bold text-danger">
              {t("console.channels.media.needFile")}
            </p>
          ) : null}
        </div>
        {phase.step === "uploading" ? (
          <UploadProgressBar
            id="media-uploader-progress"
            label={t("console.channels.media.uploading", { name: file?.name ?? "" })}
            progress={phase.progress}
          />
        ) : null}
        <p role="status" className="text-sm font-bold text-success">
          {phase.step === "saving" ? t("console.channels.media.saving") : null}
          {phase.step === "done" ? t("console.channels.media.added", { name: phase.content.title.ja }) : null}
        </p>
        {phase.step === "failed" ? <InlineAlert>{errorMessage(phase.error)}</InlineAlert> : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            {t("console.channels.media.upload")}
          </Button>
          {phase.step === "uploading" ? (
            <Button variant="outlined" onClick={() => abort.current?.abort()}>
              {t("console.channels.media.cancelUpload")}
            </Button>
          ) : (
            <Button variant="outlined" onClick={onCancel} disabled={busy}>
              {t("console.channels.article.close")}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
