import { readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The demo company's first owner (packages/core/demo), whom the console journeys sign in. */
export const DEMO_OWNER = "operator@example.com";

export type ConsoleLocale = "ja" | "en" | "fr" | "th";

/**
 * A text of the console (apps/web/messages/<locale>/console.json) by its key under `console.`, its
 * `{name}` placeholders filled from `values`: read from disk, so a journey never restates a translation.
 */
export function consoleText(locale: ConsoleLocale, key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = JSON.parse(
    readFileSync(join(process.cwd(), "apps/web/messages", locale, "console.json"), "utf8"),
  );
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== "string") throw new Error(`no console text ${key} in ${locale}`);
  return Object.entries(values).reduce((sentence, [name, value]) => sentence.replace(`{${name}}`, String(value)), node);
}

/** axe finds nothing on the page as it stands; each violation is listed with where it is. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual(
    [],
  );
}
