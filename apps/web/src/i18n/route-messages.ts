import type { AbstractIntlMessages } from "next-intl";
import { CONDITION_KIND_TEXTS } from "@/features/conditions/texts";

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
 * condition pages use them, so they are route-scoped too, without being listed above. Not `errors`:
 * a kind's error translations join the shell's, which every page needs.
 */
export const CONDITION_KIND_NAMESPACES: readonly string[] = [
  ...new Set(CONDITION_KIND_TEXTS.flatMap((texts) => Object.keys(texts.ja)).filter((name) => name !== "errors")),
];

/** Every namespace but the route-scoped ones: what every page's browser bundle needs. */
export function shellMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  const scoped = new Set<string>([...ROUTE_SCOPED_NAMESPACES, ...CONDITION_KIND_NAMESPACES]);
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => !scoped.has(namespace)));
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
