import { ServerErrorScreen } from "@/features/shell/server-error-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("error.title");

// The spec's /500 route: the same screen the error boundary (error.tsx) shows, for direct links.
export default function ServerErrorPage() {
  return <ServerErrorScreen />;
}
