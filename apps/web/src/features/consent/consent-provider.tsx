"use client";

import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { type Consent, writeConsentCookie } from "@/lib/cookie-consent";
import type { MonitoringSettings } from "@/lib/monitoring";

type ConsentApi = {
  /** true accepted, false rejected, null not asked yet. */
  consent: Consent;
  choose: (accepted: boolean) => void;
};

const ConsentContext = createContext<ConsentApi | null>(null);

export function useConsent(): ConsentApi {
  const api = useContext(ConsentContext);
  if (!api) throw new Error("useConsent must be used inside <ConsentProvider>");
  return api;
}

export type ConsentProviderProps = {
  /** Read by the server from the request's cookie, so the first render already knows (no flash). */
  initialConsent: Consent;
  /** null when monitoring is not configured: then consent changes nothing but the cookie. */
  monitoringSettings: MonitoringSettings | null;
  children: ReactNode;
};

/** Holds the cookie-consent choice; monitoring runs exactly while it is "accepted" (ADR 0008). */
export function ConsentProvider({ initialConsent, monitoringSettings, children }: ConsentProviderProps) {
  const [consent, setConsent] = useState<Consent>(initialConsent);

  useEffect(() => {
    if (!monitoringSettings) return;
    // The monitoring module (its SDK loader) only where monitoring is configured, not in every page's
    // first load (issue 17, docs/bench-web.md). One module, so one instance; the calls reach it in the
    // order of the choices, so the latest one still wins (lib/monitoring.ts).
    import("@/lib/monitoring")
      .then(({ monitoring }) => (consent === true ? monitoring.start(monitoringSettings) : monitoring.stop()))
      // Monitoring failing to load must never break the page.
      .catch(() => undefined);
  }, [consent, monitoringSettings]);

  const choose = useCallback((accepted: boolean) => {
    writeConsentCookie(accepted);
    setConsent(accepted);
  }, []);

  const api = useMemo(() => ({ consent, choose }), [consent, choose]);
  return <ConsentContext.Provider value={api}>{children}</ConsentContext.Provider>;
}
