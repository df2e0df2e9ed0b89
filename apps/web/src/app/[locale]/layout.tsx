import "../globals.css";
import type { Metadata, Viewport } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { hasLocale, NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { type ReactNode, Suspense } from "react";
import { env, monitoringConfig } from "@/env";
import { ShellGate } from "@/features/shell/shell-gate";
import { SiteFooter } from "@/features/shell/site-footer";
import { Link } from "@/i18n/navigation";
import { shellMessages } from "@/i18n/route-messages";
import { routing } from "@/i18n/routing";
import { CONSENT_COOKIE, parseConsent } from "@/lib/cookie-consent";
import { RouteProgress } from "@/ui/route-progress";
import { WebFonts } from "@/ui/web-fonts";
import { Providers } from "./providers";

type LayoutProps = { children: ReactNode; params: Promise<{ locale: string }> };

const monitoringSettings = monitoringConfig(env);

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return {
    metadataBase: new URL(env.PUBLIC_URL),
    title: { default: t("brand.name"), template: `%s | ${t("brand.name")}` },
    description: t("login.pitch"),
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#4338ca" };

export default async function LocaleLayout({ children, params }: LayoutProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  // Render per request: Next.js stamps the CSP nonce on its scripts only when it renders (ADR 0005).
  await connection();
  const t = await getTranslations();
  // Read on the server so the consent dialog is in the first HTML, or not at all (no flash, no shift).
  const initialConsent = parseConsent((await cookies()).get(CONSENT_COOKIE)?.value);

  return (
    <html lang={locale}>
      <body className="min-h-dvh bg-surface font-sans text-ink antialiased">
        {/* Route-scoped namespaces come back in their subtrees' layouts (i18n/route-messages.ts). */}
        <NextIntlClientProvider messages={shellMessages(await getMessages())}>
          <Providers initialConsent={initialConsent} monitoringSettings={monitoringSettings}>
            <WebFonts />
            <a
              href="#main"
              className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-card focus:px-3 focus:py-2"
            >
              {t("layout.skipToContent")}
            </a>
            <div className="mx-auto flex min-h-dvh w-full max-w-[480px] flex-col bg-card shadow-sm md:my-6 md:min-h-[calc(100dvh-3rem)] md:rounded-2xl">
              <header className="flex h-14 items-center border-b border-line px-5">
                {/* Fixed to the top of the window; inside the banner so it is in a landmark (axe: region). */}
                <Suspense fallback={null}>
                  <RouteProgress />
                </Suspense>
                <Link href="/" prefetch={false} className="text-lg font-bold tracking-wide text-link no-underline">
                  {t("brand.name")}
                </Link>
              </header>
              <main id="main" className="flex flex-1 flex-col px-5 py-8">
                <ShellGate>{children}</ShellGate>
              </main>
              <SiteFooter />
            </div>
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
