"use client";

import { LOCALES, type OperatorContentView } from "@fanfare/protocol";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import {
  type LocalizedDraft,
  LocalizedTextField,
  missingLanguages,
  toLocalizedText,
} from "../campaigns/localized-text-field";
import { useBuilderTranslations } from "../campaigns/use-builder-translations";
import { channelsApi } from "./channels-api";

/**
 * Writes an article: its title and its HTML body in each language. The API sanitises the HTML before it
 * stores it (features the fan's page could run — scripts, event handlers, frames — are removed), so
 * after a save the editor shows the body as stored, and says when cleaning changed it.
 */
export function ArticleEditor({
  channelId,
  content,
  nextPosition,
  onSaved,
  onCancel,
}: {
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
      // What is stored is what the editor holds from now on: the next save sends the cleaned HTML.
      setBody(result.view.body ?? {});
      onSaved(result.view);
    },
  });
  const titleMissing = missingLanguages(title).includes("ja");
  const bodyMissing = missingLanguages(body).includes("ja");
  const headingId = `article-editor-${content?.id ?? "new"}`;

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
          onChange={setTitle}
          errors={tried && titleMissing ? { ja: t("console.channels.article.needJapanese") } : undefined}
        />
        <LocalizedTextField
          path={["article", content?.id ?? "new", "body"]}
          label={t("console.channels.article.body")}
          hint={t("console.channels.article.bodyHint")}
          multiline
          value={body}
          onChange={setBody}
          errors={tried && bodyMissing ? { ja: t("console.channels.article.needJapanese") } : undefined}
        />
        {save.error ? <InlineAlert>{errorMessage(save.error)}</InlineAlert> : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={save.isPending}>
            {t("console.channels.article.save")}
          </Button>
          <Button variant="outlined" onClick={onCancel}>
            {t("console.channels.article.close")}
          </Button>
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
