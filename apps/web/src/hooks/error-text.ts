/** What errorText needs of next-intl's `t` (from useTranslations() without a namespace). */
export type Translate = {
  (key: "errors.server-E5000"): string;
  has(key: "errors.server-E5000"): boolean;
};

/**
 * The fan's text for an API error code, or null for a code this web has no text for (one read from a
 * URL, or from a newer API). Decided by the messages, not by the protocol's catalogue (`isErrorCode`):
 * the catalogue gathers the condition kinds' codes, and importing it would bring the kinds' zod schemas
 * into every page's bundle. The message check keeps every catalogue code translated, so the answer is
 * the same.
 */
/**
 * The catalogue's shapes: `domain-ENNNN`, `email-change-E2003`, the spec's `receivedPage-2001`, bare
 * `E12001`. Anything else is not looked up.
 */
const CODE_SHAPE = /^(?:[a-z][A-Za-z-]*-)?E?\d{4,5}$/;

export function errorText(t: Translate, code: string): string | null {
  // `t.has` would also find inherited names ("constructor"): only a code of the catalogue's shape is asked.
  if (!CODE_SHAPE.test(code)) return null;
  // Typed as one errors key: t.has checks the real one at run time.
  const key = `errors.${code}` as "errors.server-E5000";
  return t.has(key) ? t(key) : null;
}
