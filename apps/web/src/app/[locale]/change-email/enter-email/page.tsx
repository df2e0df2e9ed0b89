import { ChangeEmailEnterScreen } from "@/features/account/change-email-enter-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("changeEmail.enterTitle");

export default function ChangeEmailEnterPage() {
  return <ChangeEmailEnterScreen />;
}
