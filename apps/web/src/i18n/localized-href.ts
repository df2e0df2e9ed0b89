import type { Locale } from "@fanfare/protocol";
import { writeLocaleCookie } from "@/lib/language-preference";

/** A path of the site written without its locale ("/projects"), or one with its query as an object. */
export type Href = string | { pathname: string; query?: Record<string, string | number | readonly string[]> };

/**
 * The address of `href` in `locale`: every page's path starts with its locale (routing.ts: prefix
 * "always"), so "/projects" in Japanese is "/ja/projects" and "/" is "/ja". An address of another site
 * ("https://…", "mailto:…", "//host/…") or a relative one ("terms", "#top", "?tab=nfts") is left as it is:
 * only the site's own absolute paths have a locale.
 */
export function localizedHref(href: Href, locale: Locale): string {
  const { pathname, query } = typeof href === "string" ? { pathname: href, query: undefined } : href;
  const search = query ? searchOf(query) : "";
  if (!pathname.startsWith("/") || pathname.startsWith("//")) return `${pathname}${search}`;
  // "/" and "/?…" and "/#…" are the locale's own top page: "/ja", not "/ja/".
  const rest = /^\/(?=$|[?#])/.test(pathname) ? pathname.slice(1) : pathname;
  return `/${locale}${rest}${search}`;
}

function searchOf(query: Exclude<Href, string>["query"] & object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The path of the page without its locale: "/ja/projects" in Japanese is "/projects", "/ja" is "/". */
export function pathWithoutLocale(pathname: string, locale: Locale): string {
  if (pathname === `/${locale}`) return "/";
  return pathname.startsWith(`/${locale}/`) ? pathname.slice(locale.length + 1) : pathname;
}

/**
 * Moving to another locale writes the locale cookie first: the proxy reads it for paths without a
 * locale, and Next's router may show a cached page without asking the server, which would set it.
 */
export function rememberLocaleForNavigation(current: Locale, next: Locale | undefined): void {
  if (next && next !== current) writeLocaleCookie(next);
}
