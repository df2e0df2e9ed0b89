import type {
  ChannelRequirements,
  ChannelSummary,
  ContentTeaser,
  OperatorChannelView,
  OperatorContentView,
} from "@fanfare/protocol";
import type { ChannelContentRow, ChannelRow } from "./tables";

export function toChannelSummary(row: ChannelRow, joined: boolean | null): ChannelSummary {
  const requirements: ChannelRequirements = row.requirements;
  return {
    id: row.id,
    projectId: row.projectId,
    title: row.texts.title,
    description: row.texts.description,
    operator: requirements.operator,
    requirementTypes: [...new Set(requirements.items.map((r) => r.type))],
    joined,
  };
}

export function toContentTeaser(row: ChannelContentRow, hasAccess: boolean): ContentTeaser {
  return {
    id: row.id,
    kind: row.kind,
    title: row.hideTitleFromNonMembers && !hasAccess ? null : row.texts.title,
    publishAt: row.publishAt.toISOString(),
  };
}

export function toOperatorChannelView(row: ChannelRow, memberCount: number): OperatorChannelView {
  return {
    id: row.id,
    projectId: row.projectId,
    title: row.texts.title,
    description: row.texts.description,
    operator: row.requirements.operator,
    requirements: row.requirements,
    position: row.position,
    status: row.status,
    memberCount,
  };
}

export function toOperatorContentView(row: ChannelContentRow, assetIds: string[]): OperatorContentView {
  return {
    id: row.id,
    channelId: row.channelId,
    kind: row.kind,
    title: row.texts.title,
    body: row.texts.body,
    publishAt: row.publishAt.toISOString(),
    hideTitleFromNonMembers: row.hideTitleFromNonMembers,
    assetIds,
    status: row.status,
    position: row.position,
  };
}
