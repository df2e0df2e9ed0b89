import compile from "icu-minify/compile";
import type { MessageTree } from "../features/social/providers/provider";
import type { ModuleTexts } from "./merge-messages";

/**
 * next.config.ts precompiles messages/<locale>/common.json at build time (next-intl's
 * `experimental.messages.precompile`), and the browser and server then format with icu-minify's
 * format-only formatter, which takes a plain string as the finished text: "YouTubeで{channel}を開く"
 * would be shown with its braces. The texts condition kinds and providers keep in TypeScript are not
 * seen by that loader, so the request config compiles them the same way before merging them.
 */
export function compileModuleTexts(modules: readonly ModuleTexts[]): ModuleTexts[] {
  return modules.map(
    (texts) =>
      Object.fromEntries(Object.entries(texts).map(([locale, tree]) => [locale, compileTree(tree)])) as ModuleTexts,
  );
}

function compileTree(tree: MessageTree): MessageTree {
  const compiled: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    compiled[key] = typeof value === "string" ? compile(value) : compileTree(value);
  }
  // A compiled message is a string or icu-minify's array form; next-intl reads either as a message.
  return compiled as MessageTree;
}
