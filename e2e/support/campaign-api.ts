import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext } from "@playwright/test";
import { type ModuleTexts, mergeModuleTexts } from "../../apps/web/src/i18n/merge-messages";
import { COMPUTER, PHONE } from "./devices";
import { uniqueEmail } from "./mailbox";
import { signIn } from "./sign-in";

/**
 * The campaign pages of the draws journeys are opened by URL; what a fan does on the campaign page
 * (accept the policies, apply, claim) is done here through the API with the browser context's session.
 */

const WRITE = { "X-Fanfare-Csrf": "1", "Content-Type": "application/json" };

export async function call<T>(
  context: BrowserContext,
  baseURL: string,
  method: "GET" | "POST" | "PATCH",
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await context.request.fetch(`${baseURL}${path}`, {
    method,
    headers: method === "GET" ? {} : WRITE,
    data: method === "GET" ? undefined : (body ?? {}),
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export type Fan = { context: BrowserContext; email: string; locale: "ja" | "en" | "fr" | "th" };

/** A new fan in their own browser (a phone unless `device` says otherwise), signed in, speaking `locale`, cookie banner answered. */
export async function newFan(
  browser: Browser,
  baseURL: string,
  locale: Fan["locale"],
  label = "fan",
  device: "phone" | "computer" = "phone",
): Promise<Fan> {
  const context = await browser.newContext({
    baseURL,
    ...(device === "phone" ? PHONE : COMPUTER),
    locale: locale === "ja" ? "ja-JP" : locale,
    timezoneId: "Asia/Tokyo",
  });
  await context.addCookies([
    { name: "fanfare.accept-cookie-policy", value: "false", url: baseURL },
    { name: "NEXT_LOCALE", value: locale, url: baseURL },
  ]);
  const email = uniqueEmail(`${label}-${locale}`);
  await signIn(context, baseURL, email);
  if (locale !== "ja") await call(context, baseURL, "PATCH", "/api/v1/me", { locale });
  return { context, email, locale };
}

export type CampaignSummary = { id: string; projectId: string; title: { ja: string; en?: string } };

/** A campaign of the demo project (loaded into the e2e database at start) by its English title. */
export async function demoCampaign(context: BrowserContext, baseURL: string, titleEn: string) {
  const { projects } = await call<{ projects: { id: string }[] }>(context, baseURL, "GET", "/api/v1/projects");
  for (const project of projects) {
    const { campaigns } = await call<{ campaigns: CampaignSummary[] }>(
      context,
      baseURL,
      "GET",
      `/api/v1/projects/${project.id}/campaigns`,
    );
    const found = campaigns.find((c) => c.title.en === titleEn);
    if (found) return found;
  }
  throw new Error(`no demo campaign "${titleEn}"`);
}

/** A lucky draw at campaign end an operator made for one journey, ending moments after it starts. */
export type ShortDraw = {
  operator: BrowserContext;
  projectId: string;
  campaignId: string;
  /** The campaign page's path without the locale: /projects/{projectId}/{campaignId}. */
  path: string;
  /** When the participation window ends (ms since the epoch). */
  endsAt: number;
};

type LocalizedTitle = { ja: string; en: string; fr: string; th: string };

/**
 * The operator (signed in through the mail catcher) makes and publishes a lucky draw at campaign end with
 * one prize and no condition, ending `endsInMs` from now: the demo's draws end 15 minutes after they
 * start, too long for a journey to wait.
 */
export async function createShortDraw(
  browser: Browser,
  baseURL: string,
  options: { title: LocalizedTitle; effect?: string; endsInMs?: number },
): Promise<ShortDraw> {
  const operator = await browser.newContext({ baseURL });
  // The demo company's owner; sign-in.ts reuses this run's session of the address, or waits out its minute.
  await signIn(operator, baseURL, "operator@example.com");
  const { projects } = await call<{ projects: { id: string }[] }>(
    operator,
    baseURL,
    "GET",
    "/api/v1/operator/projects",
  );
  const projectId = projects[0]?.id ?? "";
  const now = Date.now();
  const iso = (ms: number) => new Date(now + ms).toISOString();
  const endsInMs = options.endsInMs ?? 20_000;
  const { title } = options;
  const { id: campaignId } = await call<{ id: string }>(
    operator,
    baseURL,
    "POST",
    `/api/v1/operator/projects/${projectId}/campaigns`,
    {
      title,
      description: title,
      terms: title,
      privacyPolicy: title,
      startsAt: iso(-60_000),
      endsAt: iso(endsInMs),
      distributionStartsAt: iso(-60_000),
      distributionEndsAt: iso(86_400_000),
      effect: options.effect ?? "CONFETTI",
      rewardKind: "LUCKY_DRAW",
      rewardTiming: "AFTER_CAMPAIGN_END",
      prizeCount: 1,
      totalSupply: 1,
      nfts: [{ key: "prize", name: title, description: title, imageUrl: "/demo/nft-draw.svg" }],
      conditions: [{ type: "NONE" }],
    },
  );
  await call(operator, baseURL, "POST", `/api/v1/operator/campaigns/${campaignId}/publish`);
  return { operator, projectId, campaignId, path: `/projects/${projectId}/${campaignId}`, endsAt: now + endsInMs };
}

/**
 * Waits out the draw's last moments (until its end, not a fixed time), then runs the minute's draw job at
 * once (DEV_JOB_TRIGGERS). Returns the campaign's end: no mail of the draw can come before it, while the
 * scheduled sweep may well have drawn (and mailed) a moment before this call's own trigger.
 */
export async function runDrawAfterEnd(draw: ShortDraw, baseURL: string): Promise<Date> {
  const left = draw.endsAt + 500 - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  await call(draw.operator, baseURL, "POST", "/api/dev/jobs/draws.draw-due");
  return new Date(draw.endsAt);
}

const WEB = join(process.cwd(), "apps/web");
const LOCALES = ["ja", "en", "fr", "th"] as const;

/**
 * The texts condition kinds and providers keep in their folders, as JSON beside them
 * (`features/conditions/<kind>/messages/<locale>.json`, `features/social/providers/messages/<provider>/
 * <locale>.json`), found on disk rather than through the web's lists: those sit beside components that
 * only load inside Next.
 */
let foundTexts: ModuleTexts[] | undefined;
function moduleTexts(): ModuleTexts[] {
  foundTexts ??= readModuleTexts();
  return foundTexts;
}

function readModuleTexts(): ModuleTexts[] {
  const features = join(WEB, "src/features");
  const files = readdirSync(features, { recursive: true, encoding: "utf8" }).filter((path) =>
    /(^|\/)messages\/([^/]+\/)?ja\.json$/.test(path),
  );
  return files.map((jaFile) => {
    const read = (locale: string) =>
      JSON.parse(readFileSync(join(features, jaFile.replace(/ja\.json$/, `${locale}.json`)), "utf8"));
    return Object.fromEntries(LOCALES.map((locale) => [locale, read(locale)])) as ModuleTexts;
  });
}

/**
 * The longest piece of a message between its placeholders: what a journey can look for when the values
 * vary. Not the piece before the first placeholder: in Japanese a sentence often starts with one, and an
 * empty piece matches any text.
 */
export function longestLiteral(template: string): string {
  const pieces = template.split(/\{[^}]*\}/).map((piece) => piece.trim());
  return pieces.reduce((longest, piece) => (piece.length > longest.length ? piece : longest), "");
}

/**
 * A text of the web in one language, by its dotted key: apps/web/messages with the texts condition kinds
 * and providers keep in their folders, merged as the web merges them.
 */
export function message(locale: Fan["locale"], key: string): string {
  const messages: unknown = mergeModuleTexts(
    locale,
    JSON.parse(readFileSync(join(WEB, "messages", locale, "common.json"), "utf8")),
    moduleTexts(),
  );
  let node: unknown = messages;
  for (const part of key.split(".")) {
    node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== "string") throw new Error(`no message ${key} in ${locale}`);
  return node;
}
