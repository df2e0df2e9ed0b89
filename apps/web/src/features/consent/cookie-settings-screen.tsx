"use client";

import { useTranslations } from "next-intl";
import type { Consent } from "@/lib/cookie-consent";
import { Button } from "@/ui/button";
import { Screen } from "@/ui/screen";
import { useToast } from "@/ui/toaster";
import { useConsent } from "./consent-provider";

/** Accepted, refused, or not chosen yet (consent is null until the fan answers the banner). */
function statusText(consent: Consent) {
  if (consent === null) return "cookieSettings.statusNone";
  return consent ? "cookieSettings.statusAccepted" : "cookieSettings.statusRejected";
}

/** `/cookie-settings`: what each cookie is for, and the monitoring choice, which can be changed at any time. */
export function CookieSettingsScreen() {
  const t = useTranslations();
  const { consent, choose } = useConsent();
  const { showToast } = useToast();

  const save = (accepted: boolean) => {
    choose(accepted);
    showToast({ id: "cookie-settings", type: "success", message: t("cookieSettings.saved") });
  };

  const status = t(statusText(consent));

  return (
    <Screen title={t("cookieSettings.title")} lead={t("cookieSettings.lead")}>
      <section aria-labelledby="necessary-heading" className="flex flex-col gap-2 rounded-xl border-2 border-line p-4">
        <h2 id="necessary-heading" className="text-lg font-bold">
          {t("cookieSettings.necessaryTitle")}
        </h2>
        <p className="text-sm leading-relaxed">{t("cookieSettings.necessaryBody")}</p>
        <p className="text-sm font-bold text-muted">{t("cookieSettings.alwaysOn")}</p>
      </section>
      <section aria-labelledby="monitoring-heading" className="flex flex-col gap-3 rounded-xl border-2 border-line p-4">
        <h2 id="monitoring-heading" className="text-lg font-bold">
          {t("cookieSettings.monitoringTitle")}
        </h2>
        <p className="text-sm leading-relaxed">{t("cookieSettings.monitoringBody")}</p>
        <p role="status" className="text-sm font-bold" data-testid="consent-status">
          {status}
        </p>
        <div className="grid grid-cols-2 gap-2">
          <Button variant="outlined" theme="black" aria-pressed={consent === false} onClick={() => save(false)}>
            {t("cookieSettings.reject")}
          </Button>
          <Button aria-pressed={consent === true} onClick={() => save(true)}>
            {t("cookieSettings.accept")}
          </Button>
        </div>
      </section>
    </Screen>
  );
}
