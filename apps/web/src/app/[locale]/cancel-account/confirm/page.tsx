import { CancelAccountConfirmScreen } from "@/features/account/cancel-account-confirm-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("cancelAccount.confirmTitle");

export default function CancelAccountConfirmPage() {
  return <CancelAccountConfirmScreen />;
}
