import { AuditLogScreen } from "@/features/console/audit/audit-log-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("console.audit.title");

/** `/console/audit`: the company's audit log. */
export default function ConsoleAuditPage() {
  return <AuditLogScreen />;
}
