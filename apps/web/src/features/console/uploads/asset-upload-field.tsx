"use client";

import { useFormatter } from "next-intl";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { InputField } from "../campaigns/field";
import { useBuilderTranslations } from "../campaigns/use-builder-translations";
import { type UploadProgress, uploadFile } from "./upload-file";

/** What a field takes: an image (page images, NFT images, the logo) or a document (terms, privacy policy). */
export type AssetFieldKind = "image" | "document";

/** The types the API keeps public (asset-E1002 for the rest): the file picker offers only these. */
const ACCEPT: Record<AssetFieldKind, string> = {
  image: "image/png,image/jpeg,image/webp,image/gif",
  document: "application/pdf",
};

type Phase =
  | { step: "idle" }
  | { step: "uploading"; name: string; progress: UploadProgress }
  | { step: "done"; name: string }
  | { step: "cancelled" }
  | { step: "failed"; error: unknown };

/**
 * An image or document field: its address typed in, or a file uploaded from the operator's computer to
 * the project's public assets (with a progress bar and a cancel button), after which the field holds the
 * address the API answered. An image on our origin is shown as a thumbnail; a document as a link.
 */
export function AssetUploadField({
  id,
  projectId,
  kind,
  label,
  hint,
  error,
  disabled,
  value,
  onChange,
}: {
  /** The address field's id (`field-…`, so checklist items and errors can point at it). */
  id: string;
  projectId: string;
  kind: AssetFieldKind;
  /** Also names the thumbnail, so two fields' previews are told apart. */
  label: string;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useBuilderTranslations();
  const format = useFormatter();
  const errorMessage = useErrorMessage();
  const [phase, setPhase] = useState<Phase>({ step: "idle" });
  const abort = useRef<AbortController | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const uploading = phase.step === "uploading";
  // An upload still going when the field goes away (a section folded, the page left) is stopped.
  useEffect(() => () => abort.current?.abort(), []);

  async function upload(file: File) {
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ step: "uploading", name: file.name, progress: { loaded: 0, total: file.size } });
    try {
      const asset = await uploadFile(
        "operatorUploadProjectAsset",
        projectId,
        file,
        (progress) => setPhase({ step: "uploading", name: file.name, progress }),
        controller.signal,
      );
      onChange(asset.url);
      setPhase({ step: "done", name: file.name });
    } catch (caught) {
      setPhase(controller.signal.aborted ? { step: "cancelled" } : { step: "failed", error: caught });
    } finally {
      abort.current = null;
      // The same file can be chosen again (after a refusal or a cancel).
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  const fileId = `${id}-file`;
  const progressId = `${id}-progress`;
  const fraction =
    phase.step === "uploading" && phase.progress.total > 0
      ? Math.min(1, phase.progress.loaded / phase.progress.total)
      : 0;
  const percent = Math.round(fraction * 100);
  // The figure in the operator's language ("40 %" in French, "40%" elsewhere).
  const percentText = format.number(percent / 100, { style: "percent" });
  // Only our own addresses are previewed: the console's CSP loads no other host's images.
  const ownAddress = value.startsWith("/") && !value.startsWith("//");

  return (
    <div className="flex flex-col gap-2">
      <InputField
        id={id}
        type="url"
        label={label}
        hint={hint}
        error={error}
        disabled={disabled || uploading}
        value={value}
        onChange={onChange}
      />
      <div className="flex flex-col gap-1.5 rounded-lg border border-line p-3">
        <p id={`${fileId}-hint`} className="text-sm text-muted">
          {kind === "image" ? t("console.uploads.imageHint") : t("console.uploads.documentHint")}
        </p>
        <div>
          {/* The browser's own file button speaks the browser's language, not the console's: it is
              hidden (still focusable and announced), and its label, in the operator's language, is the
              button they see, drawing the focus the input has. */}
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept={ACCEPT[kind]}
            disabled={disabled || uploading}
            aria-describedby={`${fileId}-hint`}
            className="peer sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          <label
            htmlFor={fileId}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border-2 border-primary bg-card px-4 text-sm font-bold text-primary hover:bg-indigo-50 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:cursor-not-allowed peer-disabled:border-gray-500 peer-disabled:text-gray-600"
          >
            {kind === "image" ? t("console.uploads.chooseImage") : t("console.uploads.chooseDocument")}
          </label>
        </div>
        {phase.step === "uploading" ? (
          <div className="flex flex-wrap items-end gap-3">
            <div className="flex min-w-48 flex-1 flex-col gap-1">
              <label htmlFor={progressId} className="text-sm font-bold">
                {t("console.uploads.uploading", { name: phase.name })}
              </label>
              <progress
                id={progressId}
                max={100}
                value={percent}
                aria-valuetext={percentText}
                className="h-3 w-full accent-primary"
              />
              <p className="text-sm tabular-nums" aria-hidden="true">
                {percentText}
              </p>
            </div>
            <Button variant="outlined" onClick={() => abort.current?.abort()}>
              {t("console.uploads.cancel")}
            </Button>
          </div>
        ) : null}
        <p role="status" className="text-sm font-bold">
          {phase.step === "done" ? t("console.uploads.done", { name: phase.name }) : null}
          {phase.step === "cancelled" ? t("console.uploads.cancelled") : null}
        </p>
        {phase.step === "failed" ? <InlineAlert>{errorMessage(phase.error)}</InlineAlert> : null}
        {kind === "image" && ownAddress ? (
          // The operator's image at any size: a plain <img> (next/image would need its dimensions).
          <img
            src={value}
            alt={t("console.uploads.preview", { label })}
            className="h-24 w-fit max-w-full rounded border border-line object-contain"
          />
        ) : null}
        {kind === "document" && ownAddress ? (
          <a
            href={value}
            target="_blank"
            rel="noopener noreferrer"
            className="w-fit text-sm font-bold text-link underline hover:no-underline"
          >
            {t("console.uploads.openDocument")}
          </a>
        ) : null}
      </div>
    </div>
  );
}
