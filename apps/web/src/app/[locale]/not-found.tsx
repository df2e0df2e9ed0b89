import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/ui/button-link";

export default async function NotFound() {
  const t = await getTranslations();
  return (
    <section className="flex flex-col gap-4">
      <title>{t("notFound.title")}</title>
      <h1 className="text-2xl font-bold">{t("notFound.title")}</h1>
      <p>{t("notFound.body")}</p>
      <ButtonLink href="/" fullWidth size="lg">
        {t("notFound.home")}
      </ButtonLink>
    </section>
  );
}
