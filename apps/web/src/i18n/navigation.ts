import type { Locale } from "@fanfare/protocol";
import { redirect as nextRedirect } from "next/navigation";
import { type Href, localizedHref } from "./localized-href";

// Locale-aware replacements for next/link and next/navigation: paths are written without the locale.
// Our own rather than next-intl's createNavigation, whose runtime (its routing config, pathname maps
// and link prefetching rules, none used here: every path is prefixed, routing.ts) was about 2 kB gzip
// of every page's first load (issue 17, docs/bench-web.md). The proxy still uses next-intl's routing.
export { Link, usePathname, useRouter } from "./client-navigation";
export type { Href } from "./localized-href";

/** Next's redirect to `href` in `locale`, for server components. */
export function redirect({ href, locale }: { href: Href; locale: Locale }): never {
  return nextRedirect(localizedHref(href, locale));
}
