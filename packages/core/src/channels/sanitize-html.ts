/**
 * The strict allow-list for article bodies. The output is rebuilt from scratch: only the allowed tags
 * below, with no attributes except a checked `href` on links and an image's asset id and alt text, and
 * every other character of the input as escaped text. Elements whose content is code or foreign markup are dropped with their content.
 * Run on write (the stored body is already safe) and cheap enough to run again anywhere.
 */
const ALLOWED = new Set([
  "p",
  "br",
  "hr",
  "h2",
  "h3",
  "h4",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "blockquote",
  "ul",
  "ol",
  "li",
  "a",
  "code",
  "pre",
]);
const VOID = new Set(["br", "hr"]);
/**
 * An image is one of the project's own uploads named by its id (`<img data-asset-id="…" alt="…">`): the
 * assets are private, so the stored HTML holds no URL, and the member's view puts a freshly signed one
 * in (article-images.ts). Whatever `src` an image has is never kept: a remote image would tell a third
 * party who reads the article (a tracking pixel) and point our pages at any address.
 */
const ASSET_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;
/** Dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "template",
  "noscript",
  "textarea",
  "title",
  "svg",
  "math",
  "select",
  "xmp",
  "noembed",
  "noframes",
  "plaintext",
]);

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<[!?][^>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/gu;
const ENTITY = /^&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/u;
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", colon: ":", tab: "\t" };

function escapeText(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === "<") out += "&lt;";
    else if (c === ">") out += "&gt;";
    else if (c === '"') out += "&quot;";
    else if (c === "&") out += ENTITY.test(text.slice(i)) ? "&" : "&amp;";
    else out += c;
  }
  return out;
}

function decodeEntities(value: string): string {
  return value.replace(/&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,10});?/gu, (whole, body: string) => {
    if (body.startsWith("#x") || body.startsWith("#X"))
      return String.fromCodePoint(Number.parseInt(body.slice(2), 16) % 0x110000);
    if (body.startsWith("#")) return String.fromCodePoint(Number.parseInt(body.slice(1), 10) % 0x110000);
    return NAMED[body.toLowerCase()] ?? whole;
  });
}

/**
 * A tag's attributes by lower-cased name, the first of a name winning as in browsers. Read in one pass,
 * so a name written inside another attribute's quoted value is never taken for an attribute.
 */
function attributesOf(raw: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of raw.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/gu)) {
    const name = (m[1] as string).toLowerCase();
    if (!found.has(name)) found.set(name, m[2] ?? m[3] ?? m[4] ?? "");
  }
  return found;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/gu, "&amp;").replace(/"/gu, "&quot;").replace(/</gu, "&lt;").replace(/>/gu, "&gt;");
}

/** `<img data-asset-id alt>` for an image naming an asset, else null (the image is dropped). */
function safeImage(attributes: string): string | null {
  const found = attributesOf(attributes);
  const assetId = found.get("data-asset-id")?.trim() ?? "";
  if (!ASSET_ID.test(assetId)) return null;
  // Kept as written, even empty: the verb that stores the article refuses an image without one.
  const alt = decodeEntities(found.get("alt") ?? "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters have no place in a description
    .replace(/[\u0000-\u001f\u007f]/gu, " ")
    .trim();
  return `<img data-asset-id="${assetId.toLowerCase()}" alt="${escapeAttribute(alt)}">`;
}

/** An http(s) or mailto link, else null (javascript:, data:, relative and protocol-relative URLs are refused). */
function safeHref(attributes: string): string | null {
  const m = attributes.match(/(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/iu);
  const raw = m ? (m[1] ?? m[2] ?? m[3] ?? "") : null;
  if (raw === null) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these inside a scheme
  const decoded = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u00a0]/gu, "");
  if (!/^(?:https?:\/\/|mailto:)/iu.test(decoded)) return null;
  return escapeAttribute(decoded);
}

export function sanitizeHtml(input: string): string {
  let out = "";
  const open: string[] = [];
  let dropping: string | null = null;
  let last = 0;
  const text = (chunk: string) => {
    if (!dropping) out += escapeText(chunk);
  };
  for (const match of input.matchAll(TOKEN)) {
    text(input.slice(last, match.index));
    last = match.index + match[0].length;
    const name = match[2]?.toLowerCase();
    if (!name) continue; // comments, CDATA, doctypes, processing instructions
    const closing = match[1] === "/";
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && !/\/\s*$/u.test(match[3] ?? "")) dropping = name;
      continue;
    }
    if (name === "img") {
      const image = closing ? null : safeImage(match[3] ?? "");
      if (image) out += image;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (VOID.has(name)) {
      if (!closing) out += `<${name}>`;
      continue;
    }
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    if (name === "a") {
      const href = safeHref(match[3] ?? "");
      out += href ? `<a href="${href}" rel="noopener noreferrer nofollow" target="_blank">` : "<a>";
    } else {
      out += `<${name}>`;
    }
    open.push(name);
  }
  text(input.slice(last));
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
