import type { AbstractIntlMessages } from "next-intl";
import { CONDITION_KIND_TEXTS } from "@/features/conditions/texts";
import { MODULE_TEXTS } from "./module-messages";

/**
 * Message namespaces only the pages of one route subtree use. The root layout leaves them out of the
 * messages it hands to the browser, and the subtree's layout (a nested NextIntlClientProvider, which
 * inherits every message) brings them back: the login and projects pages would otherwise carry ~11 kB
 * gzip of every screen's texts in their HTML, which costs them a round trip on a slow phone (ADR 0012).
 * Server components are not affected: they read every message on the server.
 *
 * Keep a namespace here only if no client component outside these subtrees uses it:
 *   projects/[projectId]/…  project, campaign, condition, conditions, policies, social, received,
 *                           claims, luckyDraw, fairness, help, channels, and the condition kinds' own namespaces (below)
 *   wallet/                 wallet, connectedAccounts, claims
 *   cancel-account/, change-email/, dev/   cancelAccount, changeEmail, mailbox
 *   console/                the operator console: console (messages/<locale>/console.json)
 */
export const ROUTE_SCOPED_NAMESPACES = [
  "project",
  "campaign",
  "condition",
  "conditions",
  "policies",
  "social",
  "received",
  "claims",
  "luckyDraw",
  "fairness",
  "help",
  "channels",
  "wallet",
  "connectedAccounts",
  "cancelAccount",
  "changeEmail",
  "mailbox",
  "console",
] as const;

/**
 * The namespaces of condition kinds' own texts (features/conditions/<kind>/texts.ts): only the
 * condition pages use them, so they are route-scoped too, without being listed above. Not `errors`,
 * which every page needs: a kind's codes join it, and are left out of the shell's by code (below).
 */
export const CONDITION_KIND_NAMESPACES: readonly string[] = [
  ...new Set(CONDITION_KIND_TEXTS.flatMap((texts) => Object.keys(texts.ja)).filter((name) => name !== "errors")),
];

/**
 * The error codes, by the catalogue's domain (the code less its number), that only the screens of those
 * subtrees can be answered with: a claim, a draw, a campaign's policies, an NFT's page, premium content,
 * a wallet, a social account, and the console's edits, publications, mints, uploads and team. With the
 * condition kinds' and providers' own codes they were 10 of the 13.8 kB of Japanese `errors` on every
 * page. The subtree's provider has them all (fanMessages), and lends its translator to the global error
 * handler's toasts (features/shell/subtree-texts.tsx). What stays in the shell is what a root-level page
 * (login, sign-in link and code, country, news opt-in, projects) or any page can get: `request`, `auth`,
 * `server`, `maintenance`, `user`, `signInCode`, `captcha`, `mail`, the account's and the bans'. A domain
 * not listed stays in the shell: a new one costs a few bytes there, never a missing text.
 */
export const ROUTE_SCOPED_ERROR_DOMAINS = [
  "receivedPage",
  "claimPage",
  "claim",
  "luckyDraw",
  "listOfApplicant",
  "campaignPolicy",
  "nftContent",
  "metadata",
  "premiumContent",
  "wallet",
  "socialAccount",
  "operator",
  "mint",
  "campaignEdit",
  "campaignPublish",
  "asset",
] as const;

/**
 * The condition kinds' and social providers' own codes (their folders' texts.ts, ADR 0020): only the
 * condition pages and the wallet's connected accounts get them.
 */
const MODULE_ERROR_CODES: ReadonlySet<string> = new Set(
  MODULE_TEXTS.flatMap((texts) => Object.keys((texts.ja as { errors?: object }).errors ?? {})),
);

/** `claim-E2002` → `claim`, `email-change-E2003` → `email-change`, `E6000` → `` (the catalogue's shapes). */
export function errorDomain(code: string): string {
  const dash = code.lastIndexOf("-");
  return dash < 0 ? "" : code.slice(0, dash);
}

function isRouteScopedError(code: string): boolean {
  return (ROUTE_SCOPED_ERROR_DOMAINS as readonly string[]).includes(errorDomain(code)) || MODULE_ERROR_CODES.has(code);
}

/** Every namespace but the route-scoped ones, and the errors but the route-scoped codes: what every page's browser bundle needs. */
export function shellMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  const scoped = new Set<string>([...ROUTE_SCOPED_NAMESPACES, ...CONDITION_KIND_NAMESPACES]);
  const shell = Object.fromEntries(Object.entries(messages).filter(([namespace]) => !scoped.has(namespace)));
  const errors = messages.errors;
  if (errors && typeof errors === "object") {
    shell.errors = Object.fromEntries(Object.entries(errors).filter(([code]) => !isRouteScopedError(code)));
  }
  return shell;
}

/**
 * Every message but the operator console's: what a fan subtree's layout hands to its pages. A nested
 * provider left to inherit the request's messages would serialise all of them, the console's ~60 kB of
 * texts included, into every campaign page's HTML (the campaign page's document was 155 kB against the
 * login page's 39 kB, docs/bench-web.md).
 */
export function fanMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  const { console: _console, ...fan } = messages;
  return fan;
}
