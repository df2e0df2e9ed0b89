import type { CookieReader } from "@/lib/server-api";

/** A page request's cookies as Next's `cookies()` reads them, for the server-side reads' tests. */
export function cookieJar(values: Record<string, string>): CookieReader {
  return {
    get: (name) => (name in values ? { value: values[name] ?? "" } : undefined),
    has: (name) => name in values,
  };
}
