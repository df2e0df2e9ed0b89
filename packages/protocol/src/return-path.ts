// No zod here: the web bundles safeReturnPath on every page (its schema, ReturnPath, is in schemas/common.ts).

/**
 * The one rule for return addresses (a `returnTo` the login, maintenance and social-connect pages send
 * the browser back to), shared by the API and the web: a path of this site, never a way off it.
 *
 * Why each refusal: `//host` and `/\host` are other hosts to a browser (it reads `\` as `/`); browsers
 * drop tabs and newlines inside a URL (`/\t/host` is `//host`); a later decoding (a proxy, a router,
 * a server redirect) turns `/%2F%2Fhost` or `/%5Chost` into the same, so every percent-decoding layer
 * must pass the rule too; empty and dot segments (`/a/..//host`) normalise into `//host`. Paths the
 * product makes never need any of these, so refusing them costs nothing. The query and fragment are
 * kept as they are: once the path starts the URL on this origin they cannot change it.
 */
export const RETURN_PATH_MAX_LENGTH = 1024;

/** Percent-decoding layers undone before giving up: `%2525…` deeper than this is nobody's real link. */
const MAX_DECODING_LAYERS = 4;

/** The value when it is a path of this site by the rule above, else undefined. */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length === 0 || value.length > RETURN_PATH_MAX_LENGTH) return undefined;
  if (/[\p{Cc}\s]/u.test(value)) return undefined;
  let path = value.split(/[?#]/, 1)[0] ?? "";
  for (let layer = 0; layer < MAX_DECODING_LAYERS; layer += 1) {
    if (!isPlainPath(path)) return undefined;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return undefined; // a lone `%`: what a decoder would make of it is anyone's guess
    }
    if (decoded === path) return value;
    path = decoded;
  }
  return undefined;
}

/** One `/` first, no backslash or control character, no empty (but the last) or dot segment. */
function isPlainPath(path: string): boolean {
  if (!path.startsWith("/") || /[\\\p{Cc}]/u.test(path)) return false;
  const segments = path.slice(1).split("/");
  return segments.every(
    (segment, index) => (segment !== "" || index === segments.length - 1) && segment !== "." && segment !== "..",
  );
}
