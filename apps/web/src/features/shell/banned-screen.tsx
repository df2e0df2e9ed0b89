"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useRouter } from "@/i18n/navigation";
import { api } from "@/lib/api";
import { Button } from "@/ui/button";
import { WarningIcon } from "@/ui/icons/warning-icon";
import { Screen } from "@/ui/screen";
import { useBannedState } from "./banned-state";

/** Shown in place of any page once the API answers BANNED / BANNED_NO_AUTH (error E6000). */
export function BannedScreen() {
  const t = useTranslations();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { setBanned } = useBannedState();
  const [isSigningOut, setIsSigningOut] = useState(false);

  const signOut = async () => {
    setIsSigningOut(true);
    await api.logout().catch(() => undefined);
    queryClient.clear();
    setBanned(false);
    router.replace("/");
  };

  return (
    <div className="flex flex-col gap-6" data-testid="banned-screen">
      <WarningIcon size={48} className="text-danger" />
      <Screen title={t("banned.title")} lead={t("banned.body")}>
        <p className="text-sm leading-relaxed text-muted">{t("banned.contact")}</p>
        <Button size="lg" theme="black" fullWidth disabled={isSigningOut} onClick={signOut}>
          {t("banned.signOut")}
        </Button>
      </Screen>
    </div>
  );
}
