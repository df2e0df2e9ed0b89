import { safeReturnPath } from "@fanfare/protocol";

// Where to go after signing in. Kept in local storage: the sign-in link often opens in a new tab.
const RETURN_TO_KEY = "fanfare.returnTo";

/**
 * Only a path of this site, by the rule the API applies too (protocol's safeReturnPath: no scheme, no
 * `//host` in any spelling), so the value cannot send anyone elsewhere.
 */
export function sanitizeReturnTo(value: unknown): string | undefined {
  return safeReturnPath(value);
}

/** The latest visit of the login page decides: without a (valid) path, an older one is forgotten. */
export function rememberReturnTo(value: unknown): void {
  const path = sanitizeReturnTo(value);
  try {
    if (path) window.localStorage.setItem(RETURN_TO_KEY, path);
    else window.localStorage.removeItem(RETURN_TO_KEY);
  } catch {
    // Without storage the visitor lands on /projects instead.
  }
}

/** Reads the remembered path and keeps it (the sign-in that follows still needs it). */
export function peekReturnTo(): string | undefined {
  try {
    return sanitizeReturnTo(window.localStorage.getItem(RETURN_TO_KEY));
  } catch {
    return undefined;
  }
}

/** Reads and forgets the remembered path. */
export function takeReturnTo(): string | undefined {
  try {
    const path = sanitizeReturnTo(window.localStorage.getItem(RETURN_TO_KEY));
    window.localStorage.removeItem(RETURN_TO_KEY);
    return path;
  } catch {
    return undefined;
  }
}
