"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { ServerErrorScreen } from "@/features/shell/server-error-screen";

export default function ErrorBoundary({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <>
      <title>{t("error.title")}</title>
      <ServerErrorScreen retry={retry} />
    </>
  );
}
