"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { usePathname } from "@/i18n/navigation";
import { Button } from "@/ui/button";
import { ButtonLink } from "@/ui/button-link";
import { useConsent } from "./consent-provider";

export const COOKIE_SETTINGS_PATH = "/cookie-settings";

/**
 * Spec section 4: with no stored choice the consent dialog shows on every page but the cookie
 * settings page (which is where its settings button leads). Non-modal: the page stays usable, and
 * nothing but the strictly necessary cookies is used until the fan accepts.
 */
export function ConsentDialog() {
  const t = useTranslations();
  const pathname = usePathname();
  const { consent, choose } = useConsent();
  const titleId = useId();
  const bodyId = useId();

  if (consent !== null || pathname === COOKIE_SETTINGS_PATH) return null;

  return (
    <>
      {/* Room at the end of the page, so the dialog never hides the footer's links. */}
      <div aria-hidden="true" className="h-56" />
      <section
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        data-testid="consent-dialog"
        className="fixed inset-x-0 bottom-0 z-40 mx-auto w-full max-w-[480px] rounded-t-2xl border-2 border-b-0 border-line bg-card px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_rgba(0,0,0,0.12)]"
      >
        <h2 id={titleId} className="text-base font-bold">
          {t("consent.title")}
        </h2>
        <p id={bodyId} className="mt-1 text-sm leading-relaxed text-muted">
          {t("consent.body")}
        </p>
        <div className="mt-3 grid grid-cols-2 gap-2">
          <Button size="sm" variant="outlined" theme="black" onClick={() => choose(false)}>
            {t("consent.reject")}
          </Button>
          <Button size="sm" onClick={() => choose(true)}>
            {t("consent.accept")}
          </Button>
          <ButtonLink
            href={COOKIE_SETTINGS_PATH}
            prefetch={false}
            size="sm"
            variant="link"
            className="col-span-2 justify-self-center py-2"
          >
            {t("consent.settings")}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
