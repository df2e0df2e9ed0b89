/** Hashtags of a caption, as the platforms read them: `#` (or full-width `＃`) then letters, marks, digits, `_`. */
export function extractHashtags(text: string): Set<string> {
  const found = new Set<string>();
  for (const match of text.normalize("NFKC").matchAll(/#([\p{L}\p{M}\p{N}_]+)/gu)) {
    if (match[1]) found.add(match[1].toLowerCase());
  }
  return found;
}

/** Whether the caption carries the campaign's hashtag (case and width insensitive, whole tag only). */
export function hasHashtag(caption: string, hashtag: string): boolean {
  return extractHashtags(caption).has(
    hashtag
      .replace(/^[#＃]/, "")
      .normalize("NFKC")
      .toLowerCase(),
  );
}

// The post URL parsers live in the protocol, so the web checks a link exactly as the server reads it.
export { instagramShortcode, tiktokVideoId } from "@fanfare/protocol";
