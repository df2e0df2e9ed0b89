import type { MediaKind } from "@fanfare/protocol";

export type Sniffed = {
  kind: MediaKind;
  /** The type the asset is served with. */
  contentType: string;
  /** Markup a browser could run (HTML, SVG, XML): stored as a FILE and served as inert text/plain. */
  active: boolean;
};

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  bytes.length >= at + text.length && [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));
const startsWith = (bytes: Uint8Array, ...values: number[]) => values.every((v, i) => bytes[i] === v);

/**
 * How much of an upload `sniffMedia` looks at: the text check reads the first 8 KiB (WebM 4 KiB, markup
 * 1 KiB). A streamed upload is sniffed from a prefix of *more* than this many bytes when the file is
 * longer, so that a UTF-8 sequence cut at the end of the prefix is not taken for binary data.
 */
export const SNIFF_BYTES = 8192;

/**
 * The type of an upload from its first bytes (magic numbers), never from its name or the declared type:
 * a file named photo.jpg that is HTML is HTML. Unknown binary data is an application/octet-stream FILE.
 */
export function sniffMedia(bytes: Uint8Array): Sniffed {
  const media = (kind: MediaKind, contentType: string): Sniffed => ({ kind, contentType, active: false });
  if (startsWith(bytes, 0xff, 0xd8, 0xff)) return media("IMAGE", "image/jpeg");
  if (startsWith(bytes, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return media("IMAGE", "image/png");
  if (ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a")) return media("IMAGE", "image/gif");
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP")) return media("IMAGE", "image/webp");
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WAVE")) return media("AUDIO", "audio/wav");
  if (ascii(bytes, 4, "ftyp")) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    return brand.startsWith("M4A") || brand.startsWith("M4B")
      ? media("AUDIO", "audio/mp4")
      : media("VIDEO", "video/mp4");
  }
  if (startsWith(bytes, 0x1a, 0x45, 0xdf, 0xa3)) {
    // Matroska / WebM: an audio-only WebM is told apart by its track types, which is more than a sniff
    // should parse; "webm" in the header with no video codec id is a good enough sign.
    const head = Buffer.from(bytes.subarray(0, 4096)).toString("latin1");
    return head.includes("V_VP") || head.includes("V_AV1") || head.includes("V_MPEG")
      ? media("VIDEO", "video/webm")
      : media("AUDIO", "audio/webm");
  }
  if (ascii(bytes, 0, "OggS")) return media("AUDIO", "audio/ogg");
  if (ascii(bytes, 0, "fLaC")) return media("AUDIO", "audio/flac");
  if (ascii(bytes, 0, "ID3") || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0))
    return media("AUDIO", "audio/mpeg");
  if (ascii(bytes, 0, "%PDF-")) return media("FILE", "application/pdf");
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04) || startsWith(bytes, 0x50, 0x4b, 0x05, 0x06)) {
    return media("FILE", "application/zip");
  }
  if (isText(bytes)) {
    const head = Buffer.from(bytes.subarray(0, 1024))
      .toString("utf8")
      .replace(/^\uFEFF/u, "")
      .trimStart()
      .toLowerCase();
    const active = head.startsWith("<") || /<(?:!doctype|html|head|body|script|svg|iframe|\?xml)/u.test(head);
    return { kind: "FILE", contentType: "text/plain; charset=utf-8", active };
  }
  return media("FILE", "application/octet-stream");
}

/** UTF-8 text without NUL bytes (checked on the first 8 KiB). */
function isText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, SNIFF_BYTES);
  if (head.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(head.length === bytes.length ? head : trimPartial(head));
    return true;
  } catch {
    return false;
  }
}

/** Drops a UTF-8 sequence cut at the end of a slice. */
function trimPartial(bytes: Uint8Array): Uint8Array {
  const end = bytes.length;
  for (let i = 1; i <= 3 && end - i >= 0; i++) {
    const b = bytes[end - i] ?? 0;
    if ((b & 0xc0) === 0xc0) return bytes.subarray(0, end - i);
    if ((b & 0x80) === 0) break;
  }
  return bytes;
}
