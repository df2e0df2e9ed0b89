"use client";

import type { Locale } from "@fanfare/protocol";
import { useEffect, useRef, useState } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { CONTROL_CLASS, describedBy, FieldError, FieldHint, fieldId } from "../campaigns/field";
import { useBuilderTranslations } from "../campaigns/use-builder-translations";
import { type UploadProgress, uploadAsset } from "./upload-asset";
import { UploadProgressBar } from "./upload-progress";

/**
 * The tag an article stores for an image of the channel's media: its asset's id and its alt text, never
 * an address (the assets are private; a member's view gets a URL signed for them). The alt is escaped,
 * a ">" included, so the API's sanitiser reads the tag as written.
 */
export function articleImageTag(assetId: string, alt: string): string {
  const escaped = alt
    .trim()
    .replace(/&/gu, "&amp;")
    .replace(/"/gu, "&quot;")
    .replace(/</gu, "&lt;")
    .replace(/>/gu, "&gt;");
  return `<img data-asset-id="${assetId}" alt="${escaped}">`;
}

/**
 * `html` with `tag` at the operator's caret (`caret`, clamped into the text), or at the end when they
 * have not been in that body; placed after a tag the caret is inside rather than splitting it. `end`:
 * where the caret goes back, just after the image.
 */
export function insertImageTag(html: string, tag: string, caret: number | null): { html: string; end: number } {
  let at = caret === null ? html.length : Math.max(0, Math.min(caret, html.length));
  const open = html.lastIndexOf("<", at - 1);
  // Inside a tag ("<p cla|ss…>"): after its end, so the markup stays whole.
  if (open !== -1 && html.lastIndexOf(">", at - 1) < open) {
    const close = html.indexOf(">", at);
    at = close === -1 ? html.length : close + 1;
  }
  return { html: `${html.slice(0, at)}${tag}${html.slice(at)}`, end: at + tag.length };
}

type Phase = { step: "idle" } | { step: "uploading"; progress: UploadProgress } | { step: "failed"; error: unknown };

/**
 * Uploads an image to the channel's media (with its progress) and hands the editor one tag per language
 * the article is written in, each with that language's alt text: required for every one of them (WCAG
 * 1.1.1), so a fan reading any language hears what the image shows.
 */
export function ArticleImageInserter({
  idPrefix,
  projectId,
  languages,
  onInsert,
  onClose,
}: {
  idPrefix: string;
  projectId: string;
  /** The languages the article's body is written in (Japanese always). */
  languages: readonly Locale[];
  onInsert: (tags: Partial<Record<Locale, string>>) => void;
  onClose: () => void;
}) {
  const t = useBuilderTranslations();
  const errorMessage = useErrorMessage();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState<Partial<Record<Locale, string>>>({});
  const [tried, setTried] = useState(false);
  const [notImage, setNotImage] = useState(false);
  const [phase, setPhase] = useState<Phase>({ step: "idle" });
  const abort = useRef<AbortController | null>(null);
  const busy = phase.step === "uploading";
  const missingAlt = languages.filter((locale) => !alt[locale]?.trim());
  const fileId = `${idPrefix}-file`;
  const headingId = `${idPrefix}-title`;
  // Opened from a button that gives way to it: the keyboard goes on at its first field.
  useEffect(() => {
    document.getElementById(fileId)?.focus();
  }, [fileId]);

  async function insert() {
    setTried(true);
    setNotImage(false);
    if (!file || missingAlt.length > 0) return;
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
      // The API decides the kind from the bytes: a file that is not an image cannot go in an article.
      if (asset.kind !== "IMAGE") {
        setNotImage(true);
        setPhase({ step: "idle" });
        return;
      }
      setPhase({ step: "idle" });
      onInsert(Object.fromEntries(languages.map((locale) => [locale, articleImageTag(asset.id, alt[locale] ?? "")])));
    } catch (error) {
      setPhase(controller.signal.aborted ? { step: "idle" } : { step: "failed", error });
    } finally {
      abort.current = null;
    }
  }

  const fileError = tried && !file ? t("console.channels.article.image.needFile") : null;
  return (
    // A group inside the article's form, not a form of its own (forms do not nest): Enter in its fields
    // inserts the image instead of saving the article.
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-line bg-gray-50 p-3"
      onKeyDown={(event) => {
        if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          void insert();
        }
      }}
    >
      <h4 id={headingId} className="font-bold">
        {t("console.channels.article.image.insert")}
      </h4>
      <p className="text-sm text-muted">{t("console.channels.article.image.lead")}</p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fileId} className="text-sm font-bold">
          {t("console.channels.article.image.file")}
        </label>
        <FieldHint id={fileId}>{t("console.channels.article.image.fileHint")}</FieldHint>
        <input
          id={fileId}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          disabled={busy}
          aria-describedby={describedBy(fileId, true, fileError)}
          aria-invalid={fileError ? true : undefined}
          className={`${CONTROL_CLASS} py-2`}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setNotImage(false);
          }}
        />
        <FieldError id={fileId}>{fileError}</FieldError>
      </div>
      <fieldset className="flex flex-col gap-2" aria-describedby={`${idPrefix}-alt-hint`}>
        <legend className="mb-1 text-sm font-bold">{t("console.channels.article.image.alt")}</legend>
        <FieldHint id={`${idPrefix}-alt`}>{t("console.channels.article.image.altHint")}</FieldHint>
        <div className="grid gap-3 lg:grid-cols-2">
          {languages.map((locale) => {
            const id = fieldId([idPrefix, "alt", locale]);
            const error = tried && !alt[locale]?.trim() ? t("console.channels.article.image.needAlt") : null;
            return (
              <div key={locale} className="flex flex-col gap-1">
                <label htmlFor={id} className="text-sm">
                  {t(`languages.${locale}`)}
                </label>
                <input
                  id={id}
                  type="text"
                  lang={locale}
                  value={alt[locale] ?? ""}
                  disabled={busy}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy(id, undefined, error)}
                  className={`${CONTROL_CLASS} h-11`}
                  onChange={(event) => setAlt({ ...alt, [locale]: event.target.value })}
                />
                <FieldError id={id}>{error}</FieldError>
              </div>
            );
          })}
        </div>
      </fieldset>
      {phase.step === "uploading" ? (
        <UploadProgressBar
          id={`${idPrefix}-progress`}
          label={t("console.channels.media.uploading", { name: file?.name ?? "" })}
          progress={phase.progress}
        />
      ) : null}
      {notImage ? <InlineAlert>{t("console.channels.article.image.notImage")}</InlineAlert> : null}
      {phase.step === "failed" ? <InlineAlert>{errorMessage(phase.error)}</InlineAlert> : null}
      <div className="flex flex-wrap gap-3">
        <Button size="sm" disabled={busy} onClick={() => void insert()}>
          {t("console.channels.article.image.submit")}
        </Button>
        {busy ? (
          <Button size="sm" variant="outlined" onClick={() => abort.current?.abort()}>
            {t("console.channels.media.cancelUpload")}
          </Button>
        ) : (
          <Button size="sm" variant="outlined" onClick={onClose}>
            {t("console.channels.contents.cancel")}
          </Button>
        )}
      </div>
    </section>
  );
}
