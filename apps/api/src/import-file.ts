import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import {
  type CoreContext,
  configuredProviders,
  DEMO_PROJECT_FILE,
  importProject,
  isCatalogueEmpty,
} from "@fanfare/core";
import { CONDITION_KINDS } from "@fanfare/protocol";
import { parse } from "yaml";

/** Imports a whole project from a YAML (or JSON) file: see packages/core/demo/demo-project.yaml. */
export async function importProjectFile(ctx: CoreContext, path: string | URL) {
  const raw: unknown = parse(readFileSync(path, "utf8"), { maxAliasCount: 1000 });
  return importProject(ctx, raw, { baseDir: baseDirOf(path) });
}

/** Files a channel uploads are named relative to the import file. */
function baseDirOf(path: string | URL): URL {
  const fileUrl = typeof path === "string" ? pathToFileURL(resolve(path)) : path;
  return new URL(".", fileUrl);
}

/** `npm start` with the embedded database: the demo project, once, into an empty catalogue. */
export async function loadDemoOnce(ctx: CoreContext): Promise<boolean> {
  if (!(await isCatalogueEmpty(ctx))) return false;
  const raw: unknown = parse(readFileSync(DEMO_PROJECT_FILE, "utf8"), { maxAliasCount: 1000 });
  const result = await importProject(ctx, withoutUnconfiguredProviders(ctx, raw), {
    baseDir: baseDirOf(DEMO_PROJECT_FILE),
  });
  ctx.log.info({ projectId: result.projectId, campaigns: result.campaigns.length }, "demo project loaded");
  return true;
}

/**
 * The demo's music and social campaigns need their providers (the sandbox's stand-ins under `npm start`);
 * on a server where a provider is not configured its campaigns are left out, as its kinds are hidden.
 */
function withoutUnconfiguredProviders(ctx: CoreContext, raw: unknown): unknown {
  const configured = configuredProviders(ctx);
  // The kinds whose provider (declared by the kind, protocol registry) is not configured here.
  const hidden = CONDITION_KINDS.filter((kind) => kind.provider && !configured.includes(kind.provider)).map(
    (kind) => kind.type as string,
  );
  if (hidden.length === 0 || typeof raw !== "object" || raw === null || !("campaigns" in raw)) return raw;
  const campaigns = (raw as { campaigns: unknown }).campaigns;
  if (!Array.isArray(campaigns)) return raw;
  const needsHidden = (campaign: unknown) =>
    Array.isArray((campaign as { conditions?: unknown })?.conditions) &&
    (campaign as { conditions: { type?: unknown }[] }).conditions.some(
      (c) => typeof c?.type === "string" && hidden.includes(c.type),
    );
  return { ...raw, campaigns: campaigns.filter((c) => !needsHidden(c)) };
}
