import { AcceptNotificationScreen } from "@/features/auth/accept-notification-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("acceptNotification.title");

export default function AcceptNotificationPage() {
  return <AcceptNotificationScreen />;
}
