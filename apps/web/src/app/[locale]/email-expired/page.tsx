import { getTranslations } from "next-intl/server";
import { titleFrom } from "@/i18n/page-metadata";
import { ButtonLink } from "@/ui/button-link";
import { Screen } from "@/ui/screen";

export const generateMetadata = titleFrom("emailExpired.title");

export default async function EmailExpiredPage() {
  const t = await getTranslations();
  return (
    <Screen title={t("emailExpired.title")} lead={t("emailExpired.body")}>
      <ButtonLink href="/enter-email" size="lg" fullWidth>
        {t("emailExpired.requestNew")}
      </ButtonLink>
    </Screen>
  );
}
