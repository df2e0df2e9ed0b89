import { WebhooksScreen } from "@/features/console/webhooks/webhooks-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("console.webhooks.title");

/** `/console/webhooks`: the company's webhook endpoints, their delivery log and replays. */
export default function ConsoleWebhooksPage() {
  return <WebhooksScreen />;
}
