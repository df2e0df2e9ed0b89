"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "@/i18n/navigation";
import { ApiError, api } from "@/lib/api";
import { sanitizeReturnTo } from "@/lib/return-to";
import { Button } from "@/ui/button";
import { DarkPage } from "@/ui/dark-page";
import { MaintenanceIcon } from "@/ui/icons/maintenance-icon";
import { LocalTime } from "@/ui/local-time";
import { Screen } from "@/ui/screen";
import { MAINTENANCE_PATH } from "./use-global-error-handler";

/** While on the page, it looks again by itself this often (a cheap anonymous GET). */
export const MAINTENANCE_RECHECK_MS = 30_000;

type Check = { at: Date; result: "maintenance" | "unreachable" };

/** Whether the API still answers "maintenance" (any other answer, even a refusal, means it is back). */
async function isStillInMaintenance(): Promise<Check["result"] | null> {
  try {
    await api.captchaConfig();
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.category === "MAINTENANCE") return "maintenance";
    if (error instanceof ApiError && (error.isNetworkError || error.status >= 500)) return "unreachable";
    return null;
  }
}

/**
 * `/maintenance`: where every page goes when the API answers MAINTENANCE (use-global-error-handler).
 * "Try again" (and a quiet re-check every 30 s) returns to the page the fan was on once it is over.
 * Rendered dark, as the shell's demonstration of <DarkPage>.
 */
export function MaintenanceScreen({ returnTo }: { returnTo: string | null }) {
  const t = useTranslations();
  const router = useRouter();
  const [isChecking, setIsChecking] = useState(false);
  const [lastCheck, setLastCheck] = useState<Check | null>(null);
  const isBusy = useRef(false);

  const check = useCallback(async () => {
    if (isBusy.current) return;
    isBusy.current = true;
    setIsChecking(true);
    const result = await isStillInMaintenance();
    isBusy.current = false;
    setIsChecking(false);
    if (result) {
      setLastCheck({ at: new Date(), result });
      return;
    }
    const target = sanitizeReturnTo(returnTo);
    router.replace(target && !target.startsWith(MAINTENANCE_PATH) ? target : "/");
  }, [returnTo, router]);

  useEffect(() => {
    const timer = setInterval(check, MAINTENANCE_RECHECK_MS);
    return () => clearInterval(timer);
  }, [check]);

  return (
    <DarkPage>
      <div className="flex flex-col gap-6">
        <MaintenanceIcon size={56} className="text-link" />
        <Screen title={t("maintenance.title")} lead={t("maintenance.body")}>
          <Button size="lg" fullWidth onClick={check} disabled={isChecking} aria-busy={isChecking}>
            {isChecking ? t("maintenance.checking") : t("actions.retry")}
          </Button>
          <p role="status" className="min-h-6 text-sm text-muted">
            {lastCheck
              ? t.rich(lastCheck.result === "maintenance" ? "maintenance.stillDown" : "maintenance.unreachable", {
                  time: () => <LocalTime value={lastCheck.at} />,
                })
              : null}
          </p>
        </Screen>
      </div>
    </DarkPage>
  );
}
