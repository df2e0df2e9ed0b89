"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useOfflineToast } from "@/hooks/use-offline-toast";
import { useStoredLanguage } from "@/hooks/use-stored-language";
import { createQueryClient } from "@/lib/query-client";
import { Toaster } from "@/ui/toaster";

function AppEffects() {
  useOfflineToast();
  useStoredLanguage();
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  // One client per browser tab (and per server render), never shared between visitors.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Toaster>
        <AppEffects />
        {children}
      </Toaster>
    </QueryClientProvider>
  );
}
