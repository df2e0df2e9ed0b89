import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { Link } from "@/i18n/navigation";
import { RouteProgress } from "@/ui/route-progress";

/** The fan pages' header: the brand, linking home. */
export async function SiteHeader() {
  const t = await getTranslations();
  return (
    <header className="flex h-14 items-center border-b border-line px-5 lg:px-10">
      {/* Fixed to the top of the window; inside the banner so it is in a landmark (axe: region). */}
      <Suspense fallback={null}>
        <RouteProgress />
      </Suspense>
      <Link href="/" prefetch={false} className="text-lg font-bold tracking-wide text-link no-underline">
        {t("brand.name")}
      </Link>
    </header>
  );
}
