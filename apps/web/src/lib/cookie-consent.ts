// The cookie-consent choice (spec sections 4 and 9; ADR 0008). One cookie, readable by the server
// (so the dialog is rendered with the page, no flash) and by the browser (which writes it).

/** The spec's "accept-cookie-policy flag", under the product prefix like the other stored keys. */
export const CONSENT_COOKIE = "fanfare.accept-cookie-policy";
/** Spec section 9: consent lasts 400 days (also the longest lifetime browsers allow a cookie). */
export const CONSENT_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** true: accepted; false: rejected; null: not asked yet (or an unreadable value). */
export type Consent = boolean | null;

export function parseConsent(value: string | null | undefined): Consent {
  if (value === "true") return true;
  if (value === "false") return false;
  return null;
}

/** The consent value from a Cookie header or `document.cookie`. */
export function readConsentCookie(cookieHeader: string): Consent {
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === CONSENT_COOKIE) return parseConsent(rest.join("="));
  }
  return null;
}

/**
 * The `document.cookie` assignment that stores a choice: host-only (no Domain attribute, so it belongs
 * to the product's own host and no sibling subdomain), path `/`, 400 days, SameSite=Lax, and Secure
 * everywhere but on a local address (http://localhost has no TLS; browsers would drop a Secure cookie
 * set from plain http anyway).
 */
export function consentCookieString(accepted: boolean, { secure }: { secure: boolean }): string {
  const attributes = [
    `${CONSENT_COOKIE}=${accepted ? "true" : "false"}`,
    "Path=/",
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ];
  return attributes.join("; ");
}

/** Where the cookie must be Secure: every host but the local ones. */
export function isSecureContextHost(hostname: string): boolean {
  return !(
    hostname === "localhost" ||
    hostname.endsWith(".localhost") ||
    hostname === "127.0.0.1" ||
    hostname === "[::1]" ||
    hostname === "::1"
  );
}

export function writeConsentCookie(accepted: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not everywhere yet
  document.cookie = consentCookieString(accepted, { secure: isSecureContextHost(window.location.hostname) });
}
