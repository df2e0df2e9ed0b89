// The drawing of a campaign's share image (Open Graph / X card): its art on the left, the project's name,
// the campaign's title and Fanfare's mark on the right. Drawn by next/og (satori), which knows a subset
// of CSS: every box with several children says display: flex, sizes are pixels, no stylesheet.

import { shortDescription } from "../campaign-metadata";
import { SHARE_IMAGE_SIZE } from "./share-image-url";

const PADDING = 64;
const ART_SIZE = SHARE_IMAGE_SIZE.height - 2 * 95;
const GAP = 56;
/** The width the title wraps in. */
export const TEXT_COLUMN_WIDTH = SHARE_IMAGE_SIZE.width - 2 * PADDING - ART_SIZE - GAP;

/** A card shows three or four lines; a longer title is cut on a character with "…". */
export const TITLE_MAX_CHARACTERS = 80;
export const PROJECT_NAME_MAX_CHARACTERS = 30;
const TITLE_MAX_LINES = 3;
/** From the largest: the first that keeps the title within TITLE_MAX_LINES. */
const SMALLEST_TITLE_FONT_SIZE = 38;
export const TITLE_FONT_SIZES = [72, 60, 52, 44, SMALLEST_TITLE_FONT_SIZE] as const;

/**
 * Not drawn: emoji (and their joiners, variation selectors, skin tones, flags). The fonts have none,
 * and next/og would fetch each from a CDN while the crawler waits.
 */
const NOT_DRAWN =
  /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}\u{1F3FB}-\u{1F3FF}\u{FE0E}\u{FE0F}\u{20E3}]|\u{200D}/gu;

/** The text as drawn: one line, no emoji, at most `max` characters; `fallback` when nothing is left. */
export function drawnText(text: string, fallback: string, max: number): string {
  const line = text.replace(NOT_DRAWN, "").replace(/\s+/g, " ").trim();
  return line ? shortDescription(line, max) : fallback;
}

const THAI = /\p{Script=Thai}/u;
const thaiWords = new Intl.Segmenter("th", { granularity: "word" });

/**
 * The text with a zero-width space between Thai words. Thai is written without spaces and the drawing
 * breaks lines only at spaces and between CJK characters, so a Thai title would run out of the card.
 */
export function withLineBreaks(text: string): string {
  if (!THAI.test(text)) return text;
  return Array.from(thaiWords.segment(text), (part) => part.segment)
    .join("\u200B")
    .replace(/\u200B?( )\u200B?/g, "$1");
}

const FULL_WIDTH = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff01-\uff60]/u;
const ZERO_WIDTH = /[\p{M}\p{Cf}]/u;

/**
 * About how wide `text` is in em: kana and kanji a full em, a combining mark (Thai vowels above and
 * below, tone marks) and a format character (the zero-width space) nothing, the rest (Latin, Thai consonants) a little over half.
 */
export function textWidthInEm(text: string): number {
  let width = 0;
  for (const character of text) {
    if (FULL_WIDTH.test(character)) width += 1;
    else if (!ZERO_WIDTH.test(character)) width += 0.6;
  }
  return width;
}

/** The title's font size: the largest that fits its lines (with room for where words break). */
export function titleFontSize(title: string): number {
  const em = textWidthInEm(title);
  const fits = (size: number) => Math.ceil((em * size) / (TEXT_COLUMN_WIDTH * 0.9)) <= TITLE_MAX_LINES;
  return TITLE_FONT_SIZES.find(fits) ?? SMALLEST_TITLE_FONT_SIZE;
}

export type ShareImageProps = {
  /** The campaign's title as drawn (drawnText); null for the generic image (no such campaign). */
  title: string | null;
  projectName: string | null;
  /** A data: URL of the art, or null for the branded panel. */
  art: string | null;
  siteName: string;
  fontFamily: string;
};

const INK = "#ffffff";
const MUTED = "#c7d2fe";
const PRIMARY = "#4338ca";

export function ShareImage({ title, projectName, art, siteName, fontFamily }: ShareImageProps) {
  const heading = title ?? siteName;
  const fontSize = titleFontSize(heading);
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        padding: PADDING,
        gap: GAP,
        backgroundColor: "#111827",
        backgroundImage: "linear-gradient(135deg, #1e1b4b 0%, #111827 55%, #0b1020 100%)",
        color: INK,
        fontFamily,
        fontWeight: 700,
      }}
    >
      {art ? (
        <img
          src={art}
          alt=""
          width={ART_SIZE}
          height={ART_SIZE}
          style={{ width: ART_SIZE, height: ART_SIZE, borderRadius: 32, objectFit: "cover" }}
        />
      ) : (
        <ArtPanel />
      )}
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          width: TEXT_COLUMN_WIDTH,
          height: ART_SIZE,
        }}
      >
        <div style={{ display: "flex", fontSize: 30, color: MUTED, lineHeight: 1.3 }}>
          {withLineBreaks(projectName ?? "")}
        </div>
        <div
          style={{
            display: "flex",
            fontSize,
            lineHeight: 1.25,
            maxHeight: Math.ceil(fontSize * 1.25 * (TITLE_MAX_LINES + 1)),
            overflow: "hidden",
          }}
        >
          {withLineBreaks(heading)}
        </div>
        <div style={{ display: "flex", alignItems: "center", gap: 16 }}>
          <Mark size={52} />
          <div style={{ display: "flex", fontSize: 34 }}>{siteName}</div>
        </div>
      </div>
    </div>
  );
}

/** Instead of art that cannot be drawn: the brand's colours and its mark, large. */
function ArtPanel() {
  return (
    <div
      style={{
        width: ART_SIZE,
        height: ART_SIZE,
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        borderRadius: 32,
        backgroundImage: "linear-gradient(135deg, #4338ca 0%, #7c3aed 60%, #db2777 100%)",
      }}
    >
      <Mark size={220} />
    </div>
  );
}

/** Fanfare's mark: a horn sounding, white on the primary colour. */
function Mark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill={PRIMARY} />
      <path d="M14 28h8l18-10v28L22 36h-8z" fill="#ffffff" />
      <path d="M46 24c3 2 4 5 4 8s-1 6-4 8" fill="none" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" />
      <path
        d="M51 18c5 4 7 9 7 14s-2 10-7 14"
        fill="none"
        stroke="#ffffff"
        strokeWidth="4"
        strokeLinecap="round"
        opacity="0.7"
      />
    </svg>
  );
}
