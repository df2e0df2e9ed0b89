import { CookieSettingsScreen } from "@/features/consent/cookie-settings-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("cookieSettings.title");

export default function CookieSettingsPage() {
  return <CookieSettingsScreen />;
}
