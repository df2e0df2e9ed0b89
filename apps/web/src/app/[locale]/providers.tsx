"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { ConsentDialog } from "@/features/consent/consent-dialog";
import { ConsentProvider } from "@/features/consent/consent-provider";
import { BannedStateProvider } from "@/features/shell/banned-state";
import { SubtreeTextsRegistry } from "@/features/shell/subtree-texts";
import { useGlobalErrorHandler } from "@/features/shell/use-global-error-handler";
import { useOfflineToast } from "@/hooks/use-offline-toast";
import { useStoredLanguage } from "@/hooks/use-stored-language";
import { useTimeZoneSync } from "@/hooks/use-time-zone-sync";
import type { Consent } from "@/lib/cookie-consent";
import type { MonitoringSettings } from "@/lib/monitoring";
import { createQueryClient, type GlobalErrorListener } from "@/lib/query-client";
import { Toaster } from "@/ui/toaster";

function AppEffects({ onErrorRef }: { onErrorRef: RefObject<GlobalErrorListener> }) {
  useOfflineToast();
  useStoredLanguage();
  useTimeZoneSync();
  const handleGlobalError = useGlobalErrorHandler();
  useEffect(() => {
    onErrorRef.current = handleGlobalError;
  }, [onErrorRef, handleGlobalError]);
  return null;
}

export type ProvidersProps = {
  children: ReactNode;
  initialConsent: Consent;
  monitoringSettings: MonitoringSettings | null;
};

export function Providers({ children, initialConsent, monitoringSettings }: ProvidersProps) {
  // The query client outlives renders; its caches reach the current handler (router, toasts, texts) here.
  const onErrorRef = useRef<GlobalErrorListener>(() => {});
  // One client per browser tab (and per server render), never shared between visitors.
  const [queryClient] = useState(() =>
    createQueryClient({ onError: (error, meta) => onErrorRef.current(error, meta) }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <Toaster>
        <SubtreeTextsRegistry>
          <BannedStateProvider>
            <ConsentProvider initialConsent={initialConsent} monitoringSettings={monitoringSettings}>
              <AppEffects onErrorRef={onErrorRef} />
              {children}
              <ConsentDialog />
            </ConsentProvider>
          </BannedStateProvider>
        </SubtreeTextsRegistry>
      </Toaster>
    </QueryClientProvider>
  );
}
