import { z } from "zod";
import { OPERATOR_ROLES } from "../enums";
import { IdSchema, IsoDateTime } from "./campaigns";
import { EmailSchema } from "./common";

// --- the operator and the company's members ---------------------------------------------------------

export const OperatorRoleSchema = z.enum(OPERATOR_ROLES);

/** The signed-in operator: who they are, their role and the one company they operate. */
export const OperatorMe = z
  .object({
    userId: IdSchema,
    email: z.string(),
    role: OperatorRoleSchema,
    company: z.object({ id: IdSchema, name: z.string() }),
  })
  .meta({ id: "OperatorMe" });
export type OperatorMe = z.infer<typeof OperatorMe>;

export const OperatorMember = z
  .object({
    userId: IdSchema,
    email: z.string(),
    role: OperatorRoleSchema,
    joinedAt: IsoDateTime,
  })
  .meta({ id: "OperatorMember" });
export type OperatorMember = z.infer<typeof OperatorMember>;

export const OperatorMemberParams = z.object({ userId: IdSchema });
export const InviteMemberRequest = z.object({ email: EmailSchema, role: OperatorRoleSchema });
export type InviteMemberRequest = z.infer<typeof InviteMemberRequest>;
export const UpdateMemberRequest = z.object({ role: OperatorRoleSchema });
export type UpdateMemberRequest = z.infer<typeof UpdateMemberRequest>;

// --- the audit log ------------------------------------------------------------------------------------

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 100;

/** `before` is the opaque cursor of the previous page's `nextCursor`; newest events first. */
export const AuditEventsQuery = z.object({
  before: z.string().min(1).max(200).optional(),
  limit: z.coerce.number<string>().int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_DEFAULT),
});

/**
 * One operator write: who, when, what (`action` as `<target type>.<verb>`, e.g. `campaign.update`,
 * `member.invite`), on what, and the changed values before and after (null when there was no before —
 * a creation — or no after — a removal). Secrets and codes never appear in clear.
 */
export const AuditEvent = z
  .object({
    id: IdSchema,
    at: IsoDateTime,
    actor: z.object({ userId: IdSchema, email: z.string() }),
    action: z.string(),
    target: z.object({ type: z.string(), id: z.string() }),
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
  })
  .meta({ id: "AuditEvent" });
export type AuditEvent = z.infer<typeof AuditEvent>;

export const AuditEventsPage = z.object({ events: z.array(AuditEvent), nextCursor: z.string().nullable() });
export type AuditEventsPage = z.infer<typeof AuditEventsPage>;
