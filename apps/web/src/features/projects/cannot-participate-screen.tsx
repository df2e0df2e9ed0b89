"use client";

import { useTranslations } from "next-intl";
import { ButtonLink } from "@/ui/button-link";
import { WarningIcon } from "@/ui/icons/warning-icon";
import { Screen } from "@/ui/screen";

/** `/projects/[projectId]/cannot-participate`: the fan's country is not among the project's. */
export function CannotParticipateScreen() {
  const t = useTranslations();
  return (
    <Screen title={t("project.cannotParticipateTitle")} lead={t("errors.project-E2001")}>
      <WarningIcon size={48} />
      <p className="leading-relaxed">{t("project.cannotParticipateBody")}</p>
      <ButtonLink href="/projects" fullWidth>
        {t("actions.backToProjects")}
      </ButtonLink>
    </Screen>
  );
}
