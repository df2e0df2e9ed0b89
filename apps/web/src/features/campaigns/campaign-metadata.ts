// The campaign page's <head> for people and for the crawlers of X, LINE, Facebook…: its title, a short
// description and its share image (drawn per language from its art and title, share-image/), in the
// page's language. Pure (no request, no env), so it is tested as is; the page
// (app/[locale]/projects/[projectId]/[campaign]/page.tsx) passes what it read.

import { type CampaignDetail, DEFAULT_LOCALE, LOCALES, type Locale } from "@fanfare/protocol";
import type { Metadata } from "next";
import { campaignPath } from "./campaign-paths";
import { localized } from "./localized-text";
import { SHARE_IMAGE_SIZE, shareImageUrl } from "./share-image/share-image-url";

/** Open Graph wants a language_TERRITORY locale; the territory where each language is mostly read. */
const OPEN_GRAPH_LOCALES: Record<Locale, string> = { ja: "ja_JP", en: "en_US", fr: "fr_FR", th: "th_TH" };

/** Long enough for a preview card's two or three lines; crawlers cut longer ones anyway. */
export const DESCRIPTION_MAX_LENGTH = 160;

/** The campaign's art, as the page shows it (campaign-screen.tsx): its own image, else its first NFT's. */
export function campaignImage(campaign: Pick<CampaignDetail, "imageUrl" | "nfts">): string | null {
  return campaign.imageUrl ?? campaign.nfts[0]?.imageUrl ?? null;
}

/** One line of at most `max` characters (code points: a Thai or Japanese text is not cut mid-character). */
export function shortDescription(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const line = text.replace(/\s+/g, " ").trim();
  const characters = Array.from(line);
  if (characters.length <= max) return line;
  return `${characters
    .slice(0, max - 1)
    .join("")
    .trimEnd()}…`;
}

/**
 * The page's metadata. Every URL is absolute on `publicUrl` (the address fans use): a crawler reads
 * og:url and og:image as they are, and the campaign's art is usually a path on this site.
 * Without the campaign (the API down or slow, no such campaign) only `fallbackTitle` and the card are given.
 */
export function campaignMetadata(input: {
  campaign: Pick<CampaignDetail, "title" | "description" | "imageUrl" | "nfts"> | null;
  locale: Locale;
  projectId: string;
  campaignId: string;
  publicUrl: string;
  fallbackTitle: string;
  siteName: string;
}): Metadata {
  const { campaign, locale, publicUrl } = input;
  const path = campaignPath(input.projectId, input.campaignId);
  const pageUrl = (pageLocale: Locale) => new URL(`/${pageLocale}${path}`, publicUrl).toString();
  const alternates: Metadata["alternates"] = {
    canonical: pageUrl(locale),
    languages: {
      ...Object.fromEntries(LOCALES.map((other) => [other, pageUrl(other)])),
      // A reader whose language is none of these is sent to the default one, like the root path does.
      "x-default": pageUrl(DEFAULT_LOCALE),
    },
  };
  const card = (alt: string, drawn: (string | null)[]) => ({
    url: shareImageUrl({ ...input, drawn }),
    ...SHARE_IMAGE_SIZE,
    alt,
  });
  if (!campaign) {
    // The card still: the image route reads the campaign itself, and a crawler that came while the API
    // was slow keeps what it fetched for days.
    const image = card(input.fallbackTitle, []);
    return {
      title: input.fallbackTitle,
      alternates,
      openGraph: { images: [{ ...image, type: "image/png" }] },
      twitter: { card: "summary_large_image", images: [image] },
    };
  }

  const title = localized(campaign.title, locale);
  const description = shortDescription(localized(campaign.description, locale));
  // Always the generated card: without art it shows the branded panel, and a bare SVG art file is
  // not shown by X, LINE or Facebook at all.
  const image = card(title, [title, campaignImage(campaign)]);
  return {
    title,
    description,
    alternates,
    openGraph: {
      type: "website",
      url: pageUrl(locale),
      siteName: input.siteName,
      title,
      description,
      locale: OPEN_GRAPH_LOCALES[locale],
      alternateLocale: LOCALES.filter((other) => other !== locale).map((other) => OPEN_GRAPH_LOCALES[other]),
      images: [{ ...image, type: "image/png" }],
    },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}
