"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Button } from "@/ui/button";
import { ButtonLink } from "@/ui/button-link";

export default function ErrorBoundary({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section className="flex flex-col gap-4">
      <title>{t("error.title")}</title>
      <h1 className="text-2xl font-bold">{t("error.title")}</h1>
      <p>{t("error.body")}</p>
      <Button fullWidth size="lg" onClick={() => retry()}>
        {t("error.retry")}
      </Button>
      <ButtonLink href="/" variant="outlined" fullWidth size="lg">
        {t("error.home")}
      </ButtonLink>
    </section>
  );
}
