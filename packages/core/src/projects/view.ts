import type { AssetType, OperatorProjectView, ProjectSummary } from "@fanfare/protocol";
import type { ProjectRow } from "./tables";

export type ProjectAssetRow = { type: AssetType; url: string };

export function toProjectSummary(row: ProjectRow, assets: ProjectAssetRow[]): ProjectSummary {
  return {
    id: row.id,
    name: row.texts.name,
    description: row.texts.description,
    logoUrl: assets.find((a) => a.type === "LOGO")?.url ?? null,
  };
}

export function toOperatorProjectView(row: ProjectRow, assets: ProjectAssetRow[]): OperatorProjectView {
  return {
    ...toProjectSummary(row, assets),
    status: row.status,
    assets,
    links: row.links,
    allowedCountries: row.allowedCountries,
  };
}
