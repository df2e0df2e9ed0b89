"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import { takeReturnTo } from "@/lib/return-to";
import { Button } from "@/ui/button";
import { Screen } from "@/ui/screen";

/** `/confirm-email-success`: new accounts go on to the news-mail question, others to where they were. */
export function ConfirmEmailSuccessScreen({ isNewAccount }: { isNewAccount: boolean }) {
  const t = useTranslations();
  const router = useRouter();

  const next = () => {
    if (isNewAccount) router.push("/accept-notification");
    else router.push(takeReturnTo() ?? "/projects");
  };

  return (
    <Screen title={t("confirmEmailSuccess.title")} lead={t("confirmEmailSuccess.body")}>
      <Button size="lg" fullWidth onClick={next}>
        {t("actions.continue")}
      </Button>
    </Screen>
  );
}
