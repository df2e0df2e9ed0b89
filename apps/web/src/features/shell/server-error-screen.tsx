"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/ui/button";
import { ButtonLink } from "@/ui/button-link";
import { ErrorPageIcon } from "@/ui/icons/error-page-icon";
import { Screen } from "@/ui/screen";

/** "Something went wrong": the error boundary's screen (with its retry) and the /500 page (a reload). */
export function ServerErrorScreen({ retry }: { retry?: () => void }) {
  const t = useTranslations();
  return (
    <div className="flex flex-col gap-6">
      <ErrorPageIcon size={56} className="text-danger" />
      <Screen title={t("error.title")} lead={t("error.body")}>
        <Button fullWidth size="lg" onClick={() => (retry ? retry() : window.location.reload())}>
          {t("error.retry")}
        </Button>
        <ButtonLink href="/" variant="outlined" fullWidth size="lg">
          {t("error.home")}
        </ButtonLink>
      </Screen>
    </div>
  );
}
