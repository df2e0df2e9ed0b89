import { readFileSync } from "node:fs";
import { type CoreContext, DEMO_PROJECT_FILE, importProject, isCatalogueEmpty } from "@fanfare/core";
import { parse } from "yaml";

/** Imports a whole project from a YAML (or JSON) file: see packages/core/demo/demo-project.yaml. */
export async function importProjectFile(ctx: CoreContext, path: string | URL) {
  const raw: unknown = parse(readFileSync(path, "utf8"), { maxAliasCount: 1000 });
  return importProject(ctx, raw);
}

/** `npm start` with the embedded database: the demo project, once, into an empty catalogue. */
export async function loadDemoOnce(ctx: CoreContext): Promise<boolean> {
  if (!(await isCatalogueEmpty(ctx))) return false;
  const result = await importProjectFile(ctx, DEMO_PROJECT_FILE);
  ctx.log.info({ projectId: result.projectId, campaigns: result.campaigns.length }, "demo project loaded");
  return true;
}
