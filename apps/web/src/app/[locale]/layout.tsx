import "../globals.css";
import type { Metadata, Viewport } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { hasLocale, NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { env, monitoringConfig } from "@/env";
import { ShellGate } from "@/features/shell/shell-gate";
import { SiteFooter } from "@/features/shell/site-footer";
import { SiteFrame } from "@/features/shell/site-frame";
import { SiteHeader } from "@/features/shell/site-header";
import { shellMessages } from "@/i18n/route-messages";
import { routing } from "@/i18n/routing";
import { CONSENT_COOKIE, parseConsent } from "@/lib/cookie-consent";
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
            {/* The fan pages' column; the operator console brings its own frame (site-frame.tsx). */}
            <SiteFrame header={<SiteHeader />} footer={<SiteFooter />}>
              <ShellGate>{children}</ShellGate>
            </SiteFrame>
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
