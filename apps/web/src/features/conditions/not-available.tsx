"use client";

import { useTranslations } from "next-intl";

/** A condition the API sent without the part its form needs: nothing the fan can do here. */
export function NotAvailable() {
  const t = useTranslations();
  return <p className="leading-relaxed">{t("condition.notAvailable")}</p>;
}
