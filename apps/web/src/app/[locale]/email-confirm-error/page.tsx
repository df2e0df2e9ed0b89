import { getTranslations } from "next-intl/server";
import { titleFrom } from "@/i18n/page-metadata";
import { ButtonLink } from "@/ui/button-link";
import { Screen } from "@/ui/screen";

export const generateMetadata = titleFrom("emailConfirmError.title");

export default async function EmailConfirmErrorPage() {
  const t = await getTranslations();
  return (
    <Screen title={t("emailConfirmError.title")} lead={t("emailConfirmError.body")}>
      <ButtonLink href="/" size="lg" fullWidth>
        {t("emailConfirmError.backToLogin")}
      </ButtonLink>
    </Screen>
  );
}
