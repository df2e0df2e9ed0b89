"use client";

import type { OperatorMe } from "@fanfare/protocol";
import { useMutation } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { Suspense } from "react";
import { mayLeavePage } from "@/hooks/use-leave-guard";
import { Link } from "@/i18n/navigation";
import { api } from "@/lib/api";
import { Button } from "@/ui/button";
import { LanguageSwitcher } from "@/ui/language-switcher";
import { RouteProgress } from "@/ui/route-progress";
import { ROLE_KEYS } from "../roles";

/** The console's banner: where you are (company), who you are (e-mail, role), language, sign out. */
export function ConsoleTopBar({ operator }: { operator: OperatorMe | undefined }) {
  const t = useTranslations();
  const locale = useLocale();
  const signOut = useMutation({
    // Whatever the answer, the operator ends up signed out on the sign-in page.
    meta: { handlesErrors: true, handlesSignedOut: true },
    mutationFn: api.logout,
    // A full page load, not a client navigation: nothing of the console (its data, scripts and styles)
    // stays in the tab the fan pages open in.
    onSettled: () => window.location.assign(`/${locale}`),
  });

  return (
    <header className="flex flex-wrap items-center gap-x-6 gap-y-2 border-b border-line bg-card px-4 py-3 min-[900px]:col-span-2 min-[900px]:px-6">
      {/* Fixed to the top of the window; inside the banner so it is in a landmark (axe: region). */}
      <Suspense fallback={null}>
        <RouteProgress />
      </Suspense>
      {/* Wide enough for the brand and the company on one line; the account's controls wrap below it. */}
      <div className="flex min-w-0 flex-[1_1_20rem] flex-wrap items-baseline gap-x-3 gap-y-1">
        <Link href="/console" className="text-lg font-bold tracking-wide whitespace-nowrap text-link no-underline">
          {t("console.shell.brand", { brand: t("brand.name") })}
        </Link>
        {operator ? (
          <p className="min-w-0 text-base font-bold wrap-break-word">
            <span className="sr-only">{t("console.shell.company")} </span>
            {operator.company.name}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {operator ? (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="wrap-break-word text-muted">
              {t.rich("console.shell.signedInAs", {
                email: operator.email,
                strong: (chunks) => <strong className="text-ink">{chunks}</strong>,
              })}
            </span>
            <span className="rounded-full border border-primary px-2 py-0.5 text-xs font-bold text-primary-strong">
              {t("console.shell.role", { role: t(ROLE_KEYS[operator.role]) })}
            </span>
          </p>
        ) : null}
        <LanguageSwitcher />
        <Button
          variant="outlined"
          theme="black"
          size="sm"
          disabled={signOut.isPending}
          onClick={() => {
            // Signing out loads the sign-in page: unsaved changes of a form on this page would go.
            if (mayLeavePage({ unloading: true })) signOut.mutate();
          }}
        >
          {t("console.shell.signOut")}
        </Button>
      </div>
    </header>
  );
}
