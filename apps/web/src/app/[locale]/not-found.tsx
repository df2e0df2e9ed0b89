import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/ui/button-link";
import { HomeIcon } from "@/ui/icons/home-icon";
import { Screen } from "@/ui/screen";

export default async function NotFound() {
  const t = await getTranslations();
  return (
    <div className="flex flex-col gap-6">
      <title>{t("notFound.title")}</title>
      <p aria-hidden="true" className="text-6xl font-bold tracking-widest text-muted">
        404
      </p>
      <Screen title={t("notFound.title")} lead={t("notFound.body")}>
        <ButtonLink href="/" fullWidth size="lg">
          <HomeIcon />
          {t("notFound.home")}
        </ButtonLink>
      </Screen>
    </div>
  );
}
