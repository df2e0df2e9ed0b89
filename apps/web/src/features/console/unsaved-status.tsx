"use client";

import { useTranslations } from "next-intl";

/**
 * "You have unsaved changes." beside a form's buttons. The paragraph is always in the page, so screen
 * readers announce the text when it appears.
 */
export function UnsavedStatus({ unsaved }: { unsaved: boolean }) {
  const t = useTranslations();
  return (
    <p role="status" className="text-sm font-bold text-muted">
      {unsaved ? t("console.unsaved.status") : null}
    </p>
  );
}
