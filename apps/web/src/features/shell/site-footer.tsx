import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { LanguageSwitcher } from "@/ui/language-switcher";

/** The legal links every page carries, and the language switcher for visitors who are not signed in. */
export async function SiteFooter() {
  const t = await getTranslations();
  const links = [
    { href: "/terms-of-use", label: t("footer.termsOfUse") },
    { href: "/privacy-policy", label: t("footer.privacyPolicy") },
    { href: "/cookie-settings", label: t("footer.cookieSettings") },
  ] as const;
  return (
    <footer className="flex flex-col gap-4 border-t border-line px-5 pt-5 pb-8 text-sm lg:px-10">
      <nav aria-label={t("footer.label")}>
        <ul className="flex flex-wrap gap-x-5 gap-y-1">
          {links.map((link) => (
            <li key={link.href}>
              {/* No prefetch: three legal pages fetched on every page view would cost more than they save. */}
              <Link
                href={link.href}
                prefetch={false}
                className="inline-block py-2 text-link underline hover:no-underline"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <LanguageSwitcher />
    </footer>
  );
}
