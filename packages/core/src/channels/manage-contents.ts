import {
  ContentDefinition,
  type ContentKind,
  type ContentPatch,
  type LocalizedText,
  type OperatorContentView,
} from "@fanfare/protocol";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { changedFields } from "../audit/changed-fields";
import { recordAuditEvent } from "../audit/record-audit-event";
import type { CoreContext } from "../context";
import type { DbOrTx } from "../db/client";
import { AppError } from "../errors";
import { assertOperatorMay, type Operator } from "../operators/require-operator";
import { articleImages, embeddedAssetIds } from "./article-images";
import { ownChannel } from "./manage-channels";
import { CONTENT_ORDER } from "./published-content";
import { sanitizeHtml } from "./sanitize-html";
import { type ChannelContentRow, channelAssets, channelContentAssets, channelContents } from "./tables";
import { toOperatorContentView } from "./view";

function sanitizeBody(kind: ContentKind, body: LocalizedText | undefined | null): LocalizedText | null {
  if (!body) return null;
  if (kind !== "ARTICLE") return body;
  const clean = Object.fromEntries(
    Object.entries(body).map(([locale, html]) => [locale, sanitizeHtml(html ?? "")]),
  ) as LocalizedText;
  if (!clean.ja) throw new AppError("premiumContent-E2004", { detail: "The article body is empty after cleaning." });
  // Alt text is what a screen reader says of the image (WCAG 1.1.1): every image needs its own.
  if (articleImages(clean).some((image) => !image.alt.trim())) throw new AppError("premiumContent-E1004");
  return clean;
}

/** Images an article embeds must be uploads of the channel's project, and images (premiumContent-E2012). */
async function checkEmbeddedImages(ctx: CoreContext, projectId: string, assetIds: string[]) {
  if (assetIds.length === 0) return;
  const rows = await ctx.db
    .select({ id: channelAssets.id })
    .from(channelAssets)
    .where(
      and(eq(channelAssets.projectId, projectId), eq(channelAssets.kind, "IMAGE"), inArray(channelAssets.id, assetIds)),
    );
  if (rows.length !== assetIds.length) throw new AppError("premiumContent-E2012");
}

/**
 * An article's assets: those it was given, then the images its body embeds — linked to the content so
 * that the members' signed URLs (media-url.ts, serve-media.ts) cover them like any content's media.
 */
function withEmbedded(given: string[], body: LocalizedText | null): string[] {
  return [...new Set([...given, ...embeddedAssetIds(body)])];
}

/** The assets a kind needs, all of the channel's project (premiumContent-E2004 otherwise). */
/** Whether these assets make a content of this kind: images for an article or a gallery, one file, one video… */
function assetsMake(kind: ContentKind, kinds: readonly string[]): boolean {
  switch (kind) {
    case "ARTICLE":
      return kinds.every((k) => k === "IMAGE");
    case "GALLERY":
      return kinds.length >= 1 && kinds.every((k) => k === "IMAGE");
    case "FILE":
      return kinds.length === 1;
    default:
      return kinds.length === 1 && kinds[0] === kind;
  }
}

async function checkAssets(ctx: CoreContext, projectId: string, kind: ContentKind, assetIds: string[]) {
  if (new Set(assetIds).size !== assetIds.length)
    throw new AppError("premiumContent-E2004", { detail: "An asset is listed twice." });
  const rows = assetIds.length
    ? await ctx.db
        .select({ id: channelAssets.id, kind: channelAssets.kind })
        .from(channelAssets)
        .where(and(eq(channelAssets.projectId, projectId), inArray(channelAssets.id, assetIds)))
    : [];
  if (rows.length !== assetIds.length)
    throw new AppError("premiumContent-E2004", { detail: "An asset is not of this project." });
  const kinds = rows.map((r) => r.kind);
  if (!assetsMake(kind, kinds))
    throw new AppError("premiumContent-E2004", { detail: `These assets do not make a ${kind}.` });
}

async function setAssets(db: DbOrTx, contentId: string, assetIds: string[]) {
  await db.delete(channelContentAssets).where(eq(channelContentAssets.contentId, contentId));
  if (assetIds.length > 0) {
    await db
      .insert(channelContentAssets)
      .values(assetIds.map((assetId, position) => ({ contentId, position, assetId })));
  }
}

async function assetIdsOf(ctx: CoreContext, contentId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ assetId: channelContentAssets.assetId })
    .from(channelContentAssets)
    .where(eq(channelContentAssets.contentId, contentId))
    .orderBy(asc(channelContentAssets.position));
  return rows.map((r) => r.assetId);
}

/** What the audit log keeps of a content: its editable fields (an article's body as sanitised and stored). */
const AUDITED = [
  "kind",
  "title",
  "body",
  "publishAt",
  "hideTitleFromNonMembers",
  "assetIds",
  "status",
  "position",
] as const;
function auditedContent(row: ChannelContentRow, assetIds: string[]): Record<(typeof AUDITED)[number], unknown> {
  return {
    kind: row.kind,
    title: row.texts.title,
    body: row.texts.body,
    publishAt: row.publishAt,
    hideTitleFromNonMembers: row.hideTitleFromNonMembers,
    assetIds,
    status: row.status,
    position: row.position,
  };
}

async function ownContent(ctx: CoreContext, operator: Operator, contentId: string) {
  const [row] = await ctx.db.select().from(channelContents).where(eq(channelContents.id, contentId));
  if (!row) throw new AppError("request-E1004");
  const channel = await ownChannel(ctx, operator, row.channelId);
  return { row, channel };
}

/** Adds a content to the operator's channel: an ARTICLE's HTML is sanitised here, before it is stored. */
export async function createContent(
  ctx: CoreContext,
  operator: Operator,
  input: { channelId: string; definition: z.input<typeof ContentDefinition> },
): Promise<OperatorContentView> {
  assertOperatorMay(operator, "write");
  const channel = await ownChannel(ctx, operator, input.channelId);
  const def = ContentDefinition.parse(input.definition);
  const body = sanitizeBody(def.kind, def.body);
  const embedded = def.kind === "ARTICLE" ? embeddedAssetIds(body) : [];
  await checkEmbeddedImages(ctx, channel.projectId, embedded);
  const assetIds = def.kind === "ARTICLE" ? withEmbedded(def.assetIds, body) : def.assetIds;
  await checkAssets(ctx, channel.projectId, def.kind, assetIds);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(channelContents)
      .values({
        channelId: channel.id,
        kind: def.kind,
        texts: { title: def.title, body },
        publishAt: new Date(def.publishAt),
        hideTitleFromNonMembers: def.hideTitleFromNonMembers,
        status: def.status,
        position: def.position,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new Error("content insert returned nothing");
    await setAssets(tx, inserted.id, assetIds);
    await recordAuditEvent(tx, operator, {
      action: "content.create",
      target: { type: "content", id: inserted.id },
      before: null,
      after: { channelId: channel.id, ...auditedContent(inserted, assetIds) },
      at: now,
    });
    return inserted;
  });
  return toOperatorContentView(row, assetIds);
}

export async function updateContent(
  ctx: CoreContext,
  operator: Operator,
  input: { contentId: string; patch: z.infer<typeof ContentPatch> },
): Promise<OperatorContentView> {
  assertOperatorMay(operator, "write");
  const { row, channel } = await ownContent(ctx, operator, input.contentId);
  const { patch } = input;
  const previousAssetIds = await assetIdsOf(ctx, row.id);
  const body = patch.body !== undefined ? sanitizeBody(row.kind, patch.body) : row.texts.body;
  let assetIds = patch.assetIds ?? previousAssetIds;
  if (row.kind === "ARTICLE") {
    // The images the old body embedded go with it; those given apart from the body stay.
    const wasEmbedded = new Set(embeddedAssetIds(row.texts.body));
    const given = patch.assetIds ?? previousAssetIds.filter((id) => !wasEmbedded.has(id));
    await checkEmbeddedImages(ctx, channel.projectId, embeddedAssetIds(body));
    assetIds = withEmbedded(given, body);
  }
  const assetsChanged = assetIds.join() !== previousAssetIds.join();
  if (assetsChanged) await checkAssets(ctx, channel.projectId, row.kind, assetIds);
  const updated = await ctx.db.transaction(async (tx) => {
    const [u] = await tx
      .update(channelContents)
      .set({
        texts: { title: patch.title ?? row.texts.title, body },
        publishAt: patch.publishAt ? new Date(patch.publishAt) : row.publishAt,
        hideTitleFromNonMembers: patch.hideTitleFromNonMembers ?? row.hideTitleFromNonMembers,
        status: patch.status ?? row.status,
        position: patch.position ?? row.position,
        updatedAt: ctx.clock.now(),
      })
      .where(eq(channelContents.id, row.id))
      .returning();
    if (assetsChanged) await setAssets(tx, row.id, assetIds);
    await recordAuditEvent(tx, operator, {
      action: "content.update",
      target: { type: "content", id: row.id },
      ...changedFields(
        auditedContent(row, previousAssetIds),
        auditedContent(u as ChannelContentRow, assetIds),
        AUDITED,
      ),
      at: ctx.clock.now(),
    });
    return u as ChannelContentRow;
  });
  return toOperatorContentView(updated, assetIds);
}

export async function deleteContent(ctx: CoreContext, operator: Operator, input: { contentId: string }) {
  assertOperatorMay(operator, "write");
  const { row, channel } = await ownContent(ctx, operator, input.contentId);
  const assetIds = await assetIdsOf(ctx, row.id);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(channelContents).where(eq(channelContents.id, row.id));
    await recordAuditEvent(tx, operator, {
      action: "content.delete",
      target: { type: "content", id: row.id },
      before: { channelId: channel.id, ...auditedContent(row, assetIds) },
      after: null,
      at: ctx.clock.now(),
    });
  });
  return { ok: true as const };
}

export async function listOperatorContents(
  ctx: CoreContext,
  operator: Operator,
  input: { channelId: string },
): Promise<OperatorContentView[]> {
  const channel = await ownChannel(ctx, operator, input.channelId);
  const rows = await ctx.db
    .select()
    .from(channelContents)
    .where(eq(channelContents.channelId, channel.id))
    .orderBy(...CONTENT_ORDER);
  return Promise.all(rows.map(async (r) => toOperatorContentView(r, await assetIdsOf(ctx, r.id))));
}
