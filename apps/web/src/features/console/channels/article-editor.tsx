"use client";

import { DEFAULT_LOCALE, LOCALES, type Locale, type OperatorContentView } from "@fanfare/protocol";
import { useMutation } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { useEditedSinceSave } from "@/hooks/use-leave-guard";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { fieldId } from "../campaigns/field";
import {
  type LocalizedDraft,
  LocalizedTextField,
  missingLanguages,
  toLocalizedText,
} from "../campaigns/localized-text-field";
import { useBuilderTranslations } from "../campaigns/use-builder-translations";
import { UnsavedStatus } from "../unsaved-status";
import { ArticleImageInserter, insertImageTag } from "./article-image-inserter";
import { channelsApi } from "./channels-api";

/**
 * Writes an article: its title and its HTML body in each language, with images of the channel's media
 * inserted at the caret. The API sanitises the HTML before it stores it (features the fan's page could
 * run — scripts, event handlers, frames, remote images — are removed), so after a save the editor shows
 * the body as stored, and says when cleaning changed it.
 */
export function ArticleEditor({
  projectId,
  channelId,
  content,
  nextPosition,
  onSaved,
  onCancel,
}: {
  projectId: string;
  channelId: string;
  /** The article to edit; none to write a new one (made unpublished, at the end of the list). */
  content: OperatorContentView | null;
  nextPosition: number;
  onSaved: (saved: OperatorContentView) => void;
  onCancel: () => void;
}) {
  const t = useBuilderTranslations();
  const errorMessage = useErrorMessage();
  const [title, setTitle] = useState<LocalizedDraft>(content?.title ?? {});
  const [body, setBody] = useState<LocalizedDraft>(content?.body ?? {});
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState<{ view: OperatorContentView; cleaned: boolean } | null>(null);
  // Written to since it was opened or last saved: leaving the page, or closing the editor, asks first.
  const { unsaved, edited, saved: markSaved } = useEditedSinceSave(t("console.unsaved.leave"));
  const editBody = edited(setBody);
  const save = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async () => {
      const sent = { title: toLocalizedText(title), body: toLocalizedText(body) } as {
        title: OperatorContentView["title"];
        body: NonNullable<OperatorContentView["body"]>;
      };
      const view = content
        ? await channelsApi.updateContent(content.id, sent)
        : await channelsApi.createContent(channelId, {
            kind: "ARTICLE",
            ...sent,
            publishAt: new Date().toISOString(),
            status: "MAKING",
            position: nextPosition,
          });
      const cleaned = LOCALES.some((locale) => (view.body?.[locale] ?? "") !== (sent.body[locale] ?? ""));
      return { view, cleaned };
    },
    onSuccess: (result) => {
      setSaved(result);
      markSaved();
      // What is stored is what the editor holds from now on: the next save sends the cleaned HTML.
      setBody(result.view.body ?? {});
      onSaved(result.view);
    },
  });
  const titleMissing = missingLanguages(title).includes("ja");
  const bodyMissing = missingLanguages(body).includes("ja");
  const headingId = `article-editor-${content?.id ?? "new"}`;
  const locale = useLocale();
  const [insertingImage, setInsertingImage] = useState(false);
  const [inserted, setInserted] = useState("");
  // The bodies the operator has been in, and the last one: an image goes at their caret, else at the end.
  const visited = useRef(new Set<Locale>());
  const lastBody = useRef<Locale | null>(null);
  const bodyPath = ["article", content?.id ?? "new", "body"] as const;
  const bodyField = (language: Locale) =>
    document.getElementById(fieldId([...bodyPath, language])) as HTMLTextAreaElement | null;
  const insertButtonId = `${headingId}-insert-image`;
  // Where the keyboard goes once the inserted image is in the page (an effect: after React has written
  // the new body into its text area, which would otherwise move the caret to the end).
  const [focusAfter, setFocusAfter] = useState<{ locale: Locale; at: number } | "button" | null>(null);
  useEffect(() => {
    if (!focusAfter) return;
    setFocusAfter(null);
    if (focusAfter === "button") {
      document.getElementById(insertButtonId)?.focus();
      return;
    }
    const field = bodyField(focusAfter.locale);
    field?.focus();
    field?.setSelectionRange(focusAfter.at, focusAfter.at);
  });
  // Japanese always (every article has it), and each other language whose body is written.
  const imageLanguages = LOCALES.filter((l) => l === DEFAULT_LOCALE || Boolean(body[l]?.trim()));

  function insertImage(tags: Partial<Record<Locale, string>>) {
    const next = { ...body };
    let caretAfter: number | null = null;
    for (const language of LOCALES) {
      const tag = tags[language];
      if (!tag) continue;
      const html = body[language] ?? "";
      const field = bodyField(language);
      const caret = visited.current.has(language) && field ? field.selectionEnd : null;
      const placed = insertImageTag(html, tag, caret);
      next[language] = placed.html;
      if (language === lastBody.current) caretAfter = placed.end;
    }
    editBody(next);
    setInsertingImage(false);
    const names = LOCALES.filter((l) => tags[l]).map((l) => t(`languages.${l}`));
    setInserted(
      t("console.channels.article.image.inserted", {
        languages: new Intl.ListFormat(locale, { type: "conjunction" }).format(names),
      }),
    );
    // Back where the operator was writing, just after the image; else on the button that opened the inserter.
    setFocusAfter(lastBody.current && caretAfter !== null ? { locale: lastBody.current, at: caretAfter } : "button");
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border-2 border-line bg-card p-4">
      <h3 id={headingId} className="text-lg font-bold">
        {content ? t("console.channels.article.editTitle") : t("console.channels.article.newTitle")}
      </h3>
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (titleMissing || bodyMissing) return;
          save.mutate();
        }}
      >
        <LocalizedTextField
          path={["article", content?.id ?? "new", "title"]}
          label={t("console.channels.article.title")}
          value={title}
          onChange={edited(setTitle)}
          errors={tried && titleMissing ? { ja: t("console.channels.article.needJapanese") } : undefined}
        />
        <LocalizedTextField
          path={bodyPath}
          label={t("console.channels.article.body")}
          hint={t("console.channels.article.bodyHint")}
          multiline
          value={body}
          onChange={editBody}
          onFocusLanguage={(language) => {
            visited.current.add(language);
            lastBody.current = language;
          }}
          errors={tried && bodyMissing ? { ja: t("console.channels.article.needJapanese") } : undefined}
        />
        <div className="flex flex-col gap-2">
          {insertingImage ? (
            <ArticleImageInserter
              idPrefix={`${headingId}-image`}
              projectId={projectId}
              languages={imageLanguages}
              onInsert={insertImage}
              onClose={() => {
                setInsertingImage(false);
                setFocusAfter("button");
              }}
            />
          ) : (
            <div>
              <Button
                id={insertButtonId}
                size="sm"
                variant="outlined"
                onClick={() => {
                  setInserted("");
                  setInsertingImage(true);
                }}
              >
                {t("console.channels.article.image.insert")}
              </Button>
            </div>
          )}
          <p role="status" className="text-sm font-bold text-success">
            {inserted}
          </p>
        </div>
        {save.error ? <InlineAlert>{errorMessage(save.error)}</InlineAlert> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending}>
            {t("console.channels.article.save")}
          </Button>
          <Button
            variant="outlined"
            onClick={() => {
              if (unsaved && !window.confirm(t("console.unsaved.discard"))) return;
              onCancel();
            }}
          >
            {t("console.channels.article.close")}
          </Button>
          <UnsavedStatus unsaved={unsaved} />
        </div>
      </form>
      {/* Always in the page, so screen readers announce the save; the stored HTML below is not read out. */}
      <p role="status" className="text-sm font-bold text-success">
        {saved ? t(saved.cleaned ? "console.channels.article.savedCleaned" : "console.channels.article.saved") : null}
      </p>
      <div className="flex flex-col gap-2">
        {saved ? (
          <>
            <h4 className="text-sm font-bold">{t("console.channels.article.storedTitle")}</h4>
            <dl className="flex flex-col gap-2">
              {LOCALES.flatMap((locale) => {
                const html = saved.view.body?.[locale];
                return html
                  ? [
                      <div key={locale} className="flex flex-col gap-1">
                        <dt className="text-sm">{t(`languages.${locale}`)}</dt>
                        <dd>
                          <pre
                            lang={locale}
                            className="overflow-x-auto rounded-lg border border-line bg-gray-50 p-3 text-sm whitespace-pre-wrap"
                          >
                            {html}
                          </pre>
                        </dd>
                      </div>,
                    ]
                  : [];
              })}
            </dl>
          </>
        ) : null}
      </div>
    </section>
  );
}
