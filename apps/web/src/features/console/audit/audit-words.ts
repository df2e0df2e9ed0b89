import type { MessageKey } from "@/i18n/page-metadata";

// The audit log's words, by target type then name: the API writes an action as `<target type>.<verb>`
// (campaign.update, member.invite, …). Whatever is not listed here (a newer API) is shown as written:
// the log never hides an event.
type Words = Record<string, Record<string, MessageKey>>;

const ACTIONS: Words = {
  project: {
    create: "console.audit.actions.projectCreate",
    update: "console.audit.actions.projectUpdate",
    publish: "console.audit.actions.projectPublish",
  },
  campaign: {
    create: "console.audit.actions.campaignCreate",
    update: "console.audit.actions.campaignUpdate",
    updateRefused: "console.audit.actions.campaignUpdateRefused",
    publish: "console.audit.actions.campaignPublish",
    end: "console.audit.actions.campaignEnd",
  },
  codes: { generate: "console.audit.actions.codesGenerate" },
  channel: {
    create: "console.audit.actions.channelCreate",
    update: "console.audit.actions.channelUpdate",
    reorder: "console.audit.actions.channelReorder",
  },
  content: {
    create: "console.audit.actions.contentCreate",
    update: "console.audit.actions.contentUpdate",
    delete: "console.audit.actions.contentDelete",
  },
  asset: { upload: "console.audit.actions.assetUpload" },
  member: {
    invite: "console.audit.actions.memberInvite",
    update: "console.audit.actions.memberUpdate",
    remove: "console.audit.actions.memberRemove",
  },
  mint: { retry: "console.audit.actions.mintRetry", replace: "console.audit.actions.mintReplace" },
};

/** What an event was done to, by its target type. */
const TARGETS: Record<string, MessageKey> = {
  project: "console.audit.targets.project",
  campaign: "console.audit.targets.campaign",
  condition: "console.audit.targets.condition",
  channel: "console.audit.targets.channel",
  content: "console.audit.targets.content",
  asset: "console.audit.targets.asset",
  member: "console.audit.targets.member",
  mint: "console.audit.targets.mint",
};

/**
 * Values the log can say in words, by target type and field: a member's role, a campaign's or a
 * project's publication. Anything else (texts, numbers, ids) is shown as written.
 */
const VALUES: Record<string, Record<string, Record<string, MessageKey>>> = {
  member: {
    role: { OWNER: "console.roles.OWNER", EDITOR: "console.roles.EDITOR", VIEWER: "console.roles.VIEWER" },
  },
  campaign: {
    publishStatus: {
      MAKING: "console.campaignStatus.MAKING",
      PUBLISH: "console.campaignStatus.PUBLISH",
      END: "console.campaignStatus.END",
    },
    // Why an edit was refused (campaign.updateRefused): the error's own sentence, as the editor saw it.
    refusal: {
      "campaignEdit-E2001": "errors.campaignEdit-E2001",
      "campaignEdit-E2003": "errors.campaignEdit-E2003",
      "campaignEdit-E2004": "errors.campaignEdit-E2004",
      "campaignEdit-E2005": "errors.campaignEdit-E2005",
      "campaignEdit-E2007": "errors.campaignEdit-E2007",
    },
  },
  project: {
    status: { MAKING: "console.projectStatus.MAKING", PUBLISH: "console.projectStatus.PUBLISH" },
  },
};

// Own properties only: "constructor" is a name nobody wrote.
function own<T>(words: Record<string, T> | undefined, name: string): T | undefined {
  return words && Object.hasOwn(words, name) ? words[name] : undefined;
}

export function actionKey(action: string): MessageKey | null {
  const [type = "", verb = "", ...rest] = action.split(".");
  if (rest.length > 0) return null;
  return own(own(ACTIONS, type), verb) ?? null;
}

export function targetKey(type: string): MessageKey | null {
  return own(TARGETS, type) ?? null;
}

export function valueKey(targetType: string, field: string, value: unknown): MessageKey | null {
  if (typeof value !== "string") return null;
  return own(own(own(VALUES, targetType), field), value) ?? null;
}
