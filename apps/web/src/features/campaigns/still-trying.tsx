"use client";

import { useTranslations } from "next-intl";

/**
 * Says it once to screen readers when a claim or an application is being sent again by itself (the
 * button's own label says it on screen). The live region is always there, empty when idle, so the text
 * is announced when it appears.
 */
export function StillTrying({ active }: { active: boolean }) {
  const t = useTranslations();
  return (
    <p role="status" data-testid="still-trying" className="sr-only">
      {active ? t("campaign.stillTryingStatus") : null}
    </p>
  );
}
