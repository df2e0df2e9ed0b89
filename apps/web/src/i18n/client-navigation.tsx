"use client";

import type { Locale } from "@fanfare/protocol";
import NextLink from "next/link";
import { usePathname as useNextPathname, useRouter as useNextRouter } from "next/navigation";
import { useLocale } from "next-intl";
import { type ComponentProps, useMemo } from "react";
import { type Href, localizedHref, pathWithoutLocale, rememberLocaleForNavigation } from "./localized-href";

type LinkProps = Omit<ComponentProps<typeof NextLink>, "href"> & { href: Href };

/** next/link with the page's locale in front of the path: `<Link href="/projects">` opens /ja/projects. */
export function Link({ href, ...rest }: LinkProps) {
  const locale = useLocale();
  return <NextLink href={localizedHref(href, locale)} {...rest} />;
}

type NavigateOptions = { locale?: Locale; scroll?: boolean };

/**
 * Next's router with the locale in front of each path: the page's own, or `options.locale` to move the
 * same page to another language (which writes the locale cookie first, as the switcher's choice must
 * outlive the page).
 */
export function useRouter() {
  const router = useNextRouter();
  const current = useLocale();
  return useMemo(() => {
    const to = (href: Href, options: NavigateOptions | undefined) => {
      rememberLocaleForNavigation(current, options?.locale);
      return localizedHref(href, options?.locale ?? current);
    };
    return {
      ...router,
      push: (href: Href, options?: NavigateOptions) => router.push(to(href, options), { scroll: options?.scroll }),
      replace: (href: Href, options?: NavigateOptions) =>
        router.replace(to(href, options), { scroll: options?.scroll }),
      prefetch: (href: Href) => router.prefetch(localizedHref(href, current)),
    };
  }, [router, current]);
}

/** The page's path without its locale, as the site's links write it ("/projects", "/" for the top). */
export function usePathname(): string {
  return pathWithoutLocale(useNextPathname(), useLocale());
}
