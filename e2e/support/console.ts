import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { checkPage } from "./check-page";

/** The demo company's first owner (packages/core/demo), whom the console journeys sign in. */
export const DEMO_OWNER = "operator@example.com";

export type ConsoleLocale = "ja" | "en" | "fr" | "th";

/**
 * A text of the console (apps/web/messages/<locale>/console.json) by its key under `console.`, its
 * `{name}` and `{name, number}` placeholders filled from `values`: read from disk, so a journey never
 * restates a translation.
 */
export function consoleText(locale: ConsoleLocale, key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = JSON.parse(
    readFileSync(join(process.cwd(), "apps/web/messages", locale, "console.json"), "utf8"),
  );
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== "string") throw new Error(`no console text ${key} in ${locale}`);
  // `{name}` as given; `{name, number}` as the page formats it, in the language's own digits grouping.
  return Object.entries(values).reduce(
    (sentence, [name, value]) =>
      sentence
        .replaceAll(`{${name}}`, String(value))
        .replaceAll(
          `{${name}, number}`,
          typeof value === "number" ? new Intl.NumberFormat(locale).format(value) : value,
        ),
    node,
  );
}

/**
 * Checks a page of a console journey as it stands and keeps it: no sideways scroll of the page itself
 * (wide tables scroll inside their own box), then `checkPage` with the whole page as its picture. Each
 * journey file says once whether its shots include axe (some check it separately, at chosen moments).
 */
export async function shootConsolePage(page: Page, name: string, { axe }: { axe: boolean }): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await checkPage(page, name, { keep: "page", axe });
}
