import type { OperatorRole } from "@fanfare/protocol";
import type { MessageKey } from "@/i18n/page-metadata";

/** Every role, most rights first: the order of the role selects. */
export const ROLES = ["OWNER", "EDITOR", "VIEWER"] as const satisfies readonly OperatorRole[];

/** The role's name in the operator's language. */
export const ROLE_KEYS = {
  OWNER: "console.roles.OWNER",
  EDITOR: "console.roles.EDITOR",
  VIEWER: "console.roles.VIEWER",
} as const satisfies Record<OperatorRole, MessageKey>;

/**
 * The API's rule, mirrored so the console does not offer what would be refused: only owners manage the
 * company's members (editors and viewers read the team). The API still decides, and its refusal is
 * shown in words.
 */
export function canManageMembers(role: OperatorRole): boolean {
  return role === "OWNER";
}

/**
 * The API's rule for webhooks, mirrored the same way: owners and editors add, switch, delete endpoints and
 * replay events; viewers read the endpoints and the delivery log.
 */
export function canWriteWebhooks(role: OperatorRole): boolean {
  return role === "OWNER" || role === "EDITOR";
}
