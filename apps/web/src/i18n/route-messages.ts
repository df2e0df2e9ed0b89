import type { AbstractIntlMessages } from "next-intl";

/**
 * Message namespaces only the pages of one route subtree use. The root layout leaves them out of the
 * messages it hands to the browser, and the subtree's layout (a nested NextIntlClientProvider, which
 * inherits every message) brings them back: the login and projects pages would otherwise carry ~11 kB
 * gzip of every screen's texts in their HTML, which costs them a round trip on a slow phone (ADR 0012).
 * Server components are not affected: they read every message on the server.
 *
 * Keep a namespace here only if no client component outside these subtrees uses it:
 *   projects/[projectId]/…  project, campaign, condition, conditions, policies, survey, codeForm,
 *                           nftOwnForm, social, received, luckyDraw, help, channels
 *   wallet/                 wallet, connectedAccounts
 *   cancel-account/, change-email/, dev/   cancelAccount, changeEmail, mailbox
 */
export const ROUTE_SCOPED_NAMESPACES = [
  "project",
  "campaign",
  "condition",
  "conditions",
  "policies",
  "survey",
  "codeForm",
  "nftOwnForm",
  "social",
  "received",
  "luckyDraw",
  "help",
  "channels",
  "wallet",
  "connectedAccounts",
  "cancelAccount",
  "changeEmail",
  "mailbox",
] as const;

/** Every namespace but the route-scoped ones: what every page's browser bundle needs. */
export function shellMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  const scoped = new Set<string>(ROUTE_SCOPED_NAMESPACES);
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => !scoped.has(namespace)));
}
