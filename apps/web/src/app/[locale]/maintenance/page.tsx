import { MaintenanceScreen } from "@/features/shell/maintenance-screen";
import { titleFrom } from "@/i18n/page-metadata";
import { firstParam, type SearchParams } from "@/lib/search-params";

export const generateMetadata = titleFrom("maintenance.title");

export default async function MaintenancePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { returnTo } = await searchParams;
  return <MaintenanceScreen returnTo={firstParam(returnTo)} />;
}
