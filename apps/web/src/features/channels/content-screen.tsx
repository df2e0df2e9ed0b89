"use client";

import type { ContentDetail, Locale } from "@fanfare/protocol";
import { useLocale, useTranslations } from "next-intl";
import { localized } from "@/features/campaigns/localized-text";
import { buttonClassName } from "@/ui/button";
import { ButtonLink } from "@/ui/button-link";
import { LocalTime } from "@/ui/local-time";
import { Screen } from "@/ui/screen";
import { contentsPath } from "./channel-paths";
import { AccessRefused } from "./contents-screen";
import { MediaPlayer } from "./media-player";
import { CONTENT_KIND_LABEL } from "./requirement-texts";
import { useChannelContent } from "./use-channels";

function formatSize(bytes: number, locale: string): string {
  const units = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(locale, { style: "unit", unit: units[unit], maximumFractionDigits: 1 }).format(value);
}

function Body({ content, locale }: { content: ContentDetail; locale: Locale }) {
  if (!content.body) return null;
  const text = localized(content.body, locale);
  if (content.kind === "ARTICLE") {
    return (
      <div
        className="article flex flex-col gap-3 leading-relaxed [&_a]:text-link [&_a]:underline [&_h2]:text-xl [&_h2]:font-bold [&_h3]:font-bold [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
        // Sanitised on write by the API's strict allow-list (core channels/sanitize-html.ts); the page's
        // CSP (nonces) would refuse any script that slipped through anyway. Its images come with URLs the
        // API signed for this member just now (channels/article-images.ts).
        dangerouslySetInnerHTML={{ __html: text }}
      />
    );
  }
  return <p className="leading-relaxed whitespace-pre-line">{text}</p>;
}

/** `/projects/[projectId]/channels/[channelId]/contents/[contentId]`: one premium content for a member. */
export function ContentScreen({
  projectId,
  channelId,
  contentId,
}: {
  projectId: string;
  channelId: string;
  contentId: string;
}) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const content = useChannelContent(channelId, contentId);
  if (content.error) {
    return (
      <Screen title={t("channels.contentTitle")}>
        <AccessRefused error={content.error} projectId={projectId} channelId={channelId} />
      </Screen>
    );
  }
  if (!content.data) {
    return (
      <p role="status" className="text-sm text-muted">
        {t("actions.loading")}
      </p>
    );
  }
  const view = content.data;
  const title = localized(view.title, locale);
  return (
    <Screen title={title}>
      <p className="text-sm text-muted">
        {t(CONTENT_KIND_LABEL[view.kind])} · <LocalTime value={view.publishAt} />
      </p>
      <Body content={view} locale={locale} />
      {view.kind === "GALLERY" ? (
        <ul className="grid grid-cols-2 gap-2">
          {view.media.map((m, i) => (
            <li key={m.id}>
              <img
                src={m.url}
                alt={t("channels.galleryImage", { index: i + 1, count: view.media.length })}
                className="aspect-square w-full rounded-lg object-cover"
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      ) : null}
      {view.kind === "VIDEO" || view.kind === "AUDIO"
        ? view.media.map((m) => (
            <MediaPlayer key={m.id} channelId={channelId} contentId={view.id} media={m} label={title} />
          ))
        : null}
      {view.kind === "FILE"
        ? view.media.map((m) => (
            // A plain link: the API's media URL is not a page of the site (no locale prefix).
            <a
              key={m.id}
              href={`${m.url}&download=1`}
              download={m.filename}
              className={buttonClassName({ fullWidth: true })}
            >
              {t("channels.download", { filename: m.filename, size: formatSize(m.size, locale) })}
            </a>
          ))
        : null}
      <ButtonLink href={contentsPath(projectId, channelId)} variant="outlined" fullWidth>
        {t("channels.backToContents")}
      </ButtonLink>
    </Screen>
  );
}
