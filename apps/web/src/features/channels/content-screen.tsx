"use client";

import type { ContentDetail, Locale } from "@fanfare/protocol";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useRef } from "react";
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

/**
 * The shortest a media URL can live (MEDIA_URL_TTL_SECONDS ≥ 10): an image that fails on URLs fetched
 * more recently than this did not fail because they expired.
 */
const SHORTEST_URL_LIFE_MS = 10_000;

/**
 * A gallery's and an article's images are on signed URLs that expire after minutes (ADR 0017) and load
 * lazily, so an image scrolled to later, or one the browser dropped and fetches again, is refused.
 * When an image in the returned ref's element fails on URLs old enough to have expired, the content is
 * fetched again: fresh URLs, and the images load again. Images that fail on URLs this fresh are broken,
 * not expired, and are left alone, so a broken image never makes a loop. (Video and audio renew their
 * own URL where they are playing: media-player.tsx.)
 */
function useRenewExpiredImages(content: {
  dataUpdatedAt: number;
  isFetching: boolean;
  refetch: () => unknown;
}): (element: HTMLElement | null) => (() => void) | undefined {
  // The listener stays attached across renders and reads the query's latest state here.
  const latest = useRef(content);
  useEffect(() => {
    latest.current = content;
  });
  // A ref callback (with React 19's cleanup): the images' holder appears only once the content is here.
  return useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    // An image's error does not bubble: listen in the capture phase, above the article's own HTML.
    const onError = (event: Event) => {
      if (!(event.target instanceof HTMLImageElement)) return;
      const { dataUpdatedAt, isFetching, refetch } = latest.current;
      if (isFetching || Date.now() - dataUpdatedAt < SHORTEST_URL_LIFE_MS) return;
      void refetch();
    };
    element.addEventListener("error", onError, true);
    return () => element.removeEventListener("error", onError, true);
  }, []);
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
  const imagesRef = useRenewExpiredImages(content);
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
      {/* `contents`: no box of its own; it holds the images whose URLs are renewed when they expire. */}
      <div ref={imagesRef} className="contents">
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
      </div>
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
