// Server-only: the fonts the share image is drawn with. next/og draws text as outlines from the fonts it
// is given; a character none of them has is fetched from Google Fonts at request time, so every script a
// page's title can be in must be here: Noto Sans JP (kana, kanji and Latin, so English and French too)
// and, for Thai pages, Noto Sans Thai. One weight (bold): a Japanese face is 5 MB per weight.

import { access, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Locale } from "@fanfare/protocol";

export type ShareImageFontFile = {
  /** The family name the drawing's fontFamily lists. */
  name: string;
  /** npm package (a dependency of apps/web) and the TTF inside it. */
  packageName: string;
  file: string;
  weight: 700;
};

const NOTO_SANS_JP: ShareImageFontFile = {
  name: "Noto Sans JP",
  packageName: "@expo-google-fonts/noto-sans-jp",
  file: "700Bold/NotoSansJP_700Bold.ttf",
  weight: 700,
};

const NOTO_SANS_THAI: ShareImageFontFile = {
  name: "Noto Sans Thai",
  packageName: "@expo-google-fonts/noto-sans-thai",
  file: "700Bold/NotoSansThai_700Bold.ttf",
  weight: 700,
};

/**
 * The faces per page language, in the order characters are looked up. A Thai page's title is Thai or,
 * where the operator wrote none, Japanese (localized-text.ts), and Noto Sans Thai has no Latin or kana.
 */
export const SHARE_IMAGE_FONT_FILES: Record<Locale, readonly ShareImageFontFile[]> = {
  ja: [NOTO_SANS_JP],
  en: [NOTO_SANS_JP],
  fr: [NOTO_SANS_JP],
  th: [NOTO_SANS_THAI, NOTO_SANS_JP],
};

/** The CSS font-family of the drawing for a language. */
export function shareImageFontFamily(locale: Locale): string {
  return SHARE_IMAGE_FONT_FILES[locale].map((font) => `"${font.name}"`).join(", ");
}

/** What next/og's ImageResponse takes as `fonts`. */
export type LoadedFont = { name: string; data: ArrayBuffer; weight: 700; style: "normal" };

// Read once per process and kept. The same array is handed to next/og every time (one per set of faces,
// so ja, en and fr share one): it keeps the parsed fonts per array (a WeakMap), so a second image does
// not parse 5 MB again.
const fileCache = new Map<string, Promise<ArrayBuffer>>();
const setCache = new Map<string, Promise<LoadedFont[]>>();

/** The fonts for a language's image, read on first use; a failed read is tried again next time. */
export function loadShareImageFonts(locale: Locale, startDir: string = process.cwd()): Promise<LoadedFont[]> {
  const key = shareImageFontFamily(locale);
  const known = setCache.get(key);
  if (known) return known;
  const loading = Promise.all(
    SHARE_IMAGE_FONT_FILES[locale].map(async (font) => ({
      name: font.name,
      data: await readFontFile(font, startDir),
      weight: font.weight,
      style: "normal" as const,
    })),
  );
  setCache.set(key, loading);
  loading.catch(() => setCache.delete(key));
  return loading;
}

function readFontFile(font: ShareImageFontFile, startDir: string): Promise<ArrayBuffer> {
  const key = `${font.packageName}/${font.file}`;
  const known = fileCache.get(key);
  if (known) return known;
  const reading = findInNodeModules(key, startDir)
    .then((path) => readFile(path))
    .then(toArrayBuffer);
  fileCache.set(key, reading);
  reading.catch(() => fileCache.delete(key));
  return reading;
}

/**
 * The file the way Node finds a package: node_modules of the directory, then of each parent. Not
 * require.resolve: the bundler would rewrite it, and the packages are hoisted to the repository root
 * while the server runs in apps/web.
 */
async function findInNodeModules(relative: string, startDir: string): Promise<string> {
  let dir = startDir;
  for (;;) {
    const candidate = join(dir, "node_modules", relative);
    const found = await access(candidate).then(
      () => true,
      () => false,
    );
    if (found) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`font ${relative} not found from ${startDir}`);
    dir = parent;
  }
}

function toArrayBuffer(buffer: Buffer): ArrayBuffer {
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
}
