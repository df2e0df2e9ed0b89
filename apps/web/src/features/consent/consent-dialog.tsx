"use client";

import { useTranslations } from "next-intl";
import { useId, useRef } from "react";
import { usePathname } from "@/i18n/navigation";
import { useKeepFocusClear } from "@/ui/bottom-bar";
import { Button } from "@/ui/button";
import { ButtonLink } from "@/ui/button-link";
import { useConsent } from "./consent-provider";

export const COOKIE_SETTINGS_PATH = "/cookie-settings";
/** The dialog's measured height, as a CSS length on <html>: globals.css keeps focus clear of it. */
export const CONSENT_HEIGHT_VARIABLE = "--consent-height";

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
  const dialogRef = useRef<HTMLElement>(null);
  const open = consent === null && pathname !== COOKIE_SETTINGS_PATH;

  // Non-modal, so the page behind it stays usable, and it must never hide what the keyboard reaches
  // (WCAG 2.2 SC 2.4.11). On a phone it stands on the bottom bar (globals.css): the bar's buttons are not
  // under it, and scrolling could not move them anyway.
  useKeepFocusClear(dialogRef, CONSENT_HEIGHT_VARIABLE, { active: open, ignore: "[data-bottom-bar]" });

  if (consent !== null || pathname === COOKIE_SETTINGS_PATH) return null;

  return (
    <>
      {/* Room at the end of the page, so the dialog never hides the footer's links: the dialog's own
          measured height and the same gap focus scrolling keeps (globals.css), not a fixed 14rem, which
          a dialog grown by the web fonts' switch (ADR 0012) or a longer translation outgrows. */}
      <div aria-hidden="true" data-consent-room="" className="h-[calc(var(--consent-height,14rem)_+_0.75rem)]" />
      <section
        ref={dialogRef}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        data-testid="consent-dialog"
        data-consent-dialog=""
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
