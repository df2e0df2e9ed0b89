import { MailboxScreen } from "@/features/dev/mailbox-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("mailbox.title");

// Plain /dev/mailbox works too: the proxy redirects it to the visitor's locale.
export default function MailboxPage() {
  return <MailboxScreen />;
}
