import type { Locale } from "@fanfare/protocol";
import type { MessageTree } from "../features/social/providers/provider";

// No imports of the registries here: the e2e suite merges the same way with the texts files it finds
// (e2e/support/campaign-api.ts), without loading the web's components.

/** A condition kind's or provider's own texts, by locale. */
export type ModuleTexts = Record<Locale, MessageTree>;

/**
 * `base` with every module's texts for `locale` added. A module may add keys to a namespace (`errors`)
 * but never replace a text: two owners of one key is a mistake, said at once.
 */
export function mergeModuleTexts(locale: Locale, base: MessageTree, modules: readonly ModuleTexts[]): MessageTree {
  let merged: MessageTree = base;
  for (const texts of modules) merged = mergeTrees(merged, texts[locale], locale);
  return merged;
}

function mergeTrees(into: MessageTree, add: MessageTree, path: string): MessageTree {
  const result: MessageTree = { ...into };
  for (const [key, value] of Object.entries(add)) {
    const existing = result[key];
    const at = `${path}.${key}`;
    if (existing === undefined) result[key] = value;
    else if (typeof existing === "string" || typeof value === "string") throw new Error(`${at} is defined twice`);
    else result[key] = mergeTrees(existing, value, at);
  }
  return result;
}
