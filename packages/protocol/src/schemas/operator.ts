import { z } from "zod";
import { OPERATOR_ROLES } from "../enums";
import { IdSchema, IsoDateTime } from "./campaigns";
import { EmailSchema, LocaleSchema } from "./common";

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

// --- a campaign's conditions after creation, its publish checklist and its versions (ADR 0023) ---------

/** The campaign's conditions in their new order: every condition id of the campaign, each once. */
export const ReorderConditionsRequest = z.object({ conditionIds: z.array(IdSchema).min(1).max(100) });
export type ReorderConditionsRequest = z.infer<typeof ReorderConditionsRequest>;

/**
 * What the publish checklist checks, one code per kind of check (the console translates the code and
 * links to `field`):
 *   TRANSLATION         a text has no translation in one of the four languages (`missingLocales`)
 *   IMAGE               an image the campaign's settings need is not set
 *   CONDITION_SETTINGS  a condition's stored settings do not pass its kind's schema (or a code kind has no code)
 *   CONDITION_PROVIDER  a condition's provider is not configured on this server
 *   CHAIN               the campaign's chain has no RPC URL on this server
 *   WINDOW_ORDER        a window ends before it starts
 *   DISTRIBUTION_WINDOW the distribution window starts before the campaign or ends before it (a draw at
 *                       the end: not after it)
 *   ENDS_IN_FUTURE      the campaign or its distribution window is already over
 */
export const CHECKLIST_ITEM_CODES = [
  "TRANSLATION",
  "IMAGE",
  "CONDITION_SETTINGS",
  "CONDITION_PROVIDER",
  "CHAIN",
  "WINDOW_ORDER",
  "DISTRIBUTION_WINDOW",
  "ENDS_IN_FUTURE",
] as const;
export type ChecklistItemCode = (typeof CHECKLIST_ITEM_CODES)[number];

export const ChecklistItem = z
  .object({
    code: z.enum(CHECKLIST_ITEM_CODES),
    /** The field it is about, as a path of the campaign: `title`, `nfts.<key>.name`, `conditions.<id>`, `endsAt`. */
    field: z.string(),
    ok: z.boolean(),
    /** English detail for logs and integrators (the console shows the translated code). */
    detail: z.string().optional(),
    /** TRANSLATION: the languages without a text. */
    missingLocales: z.array(LocaleSchema).optional(),
  })
  .meta({ id: "ChecklistItem" });
export type ChecklistItem = z.infer<typeof ChecklistItem>;

/** Every check of the campaign, passed or not; `ok` when all passed (publishing then succeeds). */
export const CampaignChecklist = z
  .object({ campaignId: IdSchema, ok: z.boolean(), items: z.array(ChecklistItem) })
  .meta({ id: "CampaignChecklist" });
export type CampaignChecklist = z.infer<typeof CampaignChecklist>;

/** One changed field of a version: its value before and after (null where there was none). */
export const VersionChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });

/**
 * One version of a campaign: an operator write on it (from the audit log), numbered from 1 (the
 * creation), with the fields it changed. Condition edits name their field `conditions.<id>` (their
 * order: `conditions`).
 */
export const CampaignVersion = z
  .object({
    id: IdSchema,
    version: z.int().min(1),
    at: IsoDateTime,
    actor: z.object({ userId: IdSchema, email: z.string() }),
    action: z.string(),
    changes: z.array(VersionChange),
  })
  .meta({ id: "CampaignVersion" });
export type CampaignVersion = z.infer<typeof CampaignVersion>;

/** Newest first. */
export const CampaignVersions = z.object({ campaignId: IdSchema, versions: z.array(CampaignVersion) });
export type CampaignVersions = z.infer<typeof CampaignVersions>;
