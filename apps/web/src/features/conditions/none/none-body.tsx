"use client";

import { useTranslations } from "next-intl";

/** NONE: nothing to do; the page only says so. */
export function NoneBody() {
  const t = useTranslations();
  return <p className="leading-relaxed">{t("condition.noneBody")}</p>;
}
