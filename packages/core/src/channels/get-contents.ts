import type { ContentDetail, ContentSummary, MediaView } from "@fanfare/protocol";
import { and, asc, eq } from "drizzle-orm";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { loadPublishedChannel, requireChannelAccess } from "./access";
import { resolveArticleImages } from "./article-images";
import { signMediaUrl } from "./media-url";
import { CONTENT_ORDER, publishedContent } from "./published-content";
import { type ChannelContentRow, channelAssets, channelContentAssets, channelContents } from "./tables";

function toSummary(row: ChannelContentRow): ContentSummary {
  return {
    id: row.id,
    channelId: row.channelId,
    kind: row.kind,
    title: row.texts.title,
    publishAt: row.publishAt.toISOString(),
  };
}

/** A published content of the channel, else request-E1004 (another channel's content is "not found"). */
async function loadContent(ctx: CoreContext, channelId: string, contentId: string): Promise<ChannelContentRow> {
  const [row] = await ctx.db
    .select()
    .from(channelContents)
    .where(
      and(
        eq(channelContents.id, contentId),
        eq(channelContents.channelId, channelId),
        publishedContent(ctx.clock.now()),
      ),
    );
  if (!row) throw new AppError("request-E1004");
  return row;
}

/** The channel's published contents, newest first: members who meet the requirements only. */
export async function listContents(
  ctx: CoreContext,
  input: { channelId: string; fanId: string },
): Promise<ContentSummary[]> {
  const channel = await loadPublishedChannel(ctx, input.channelId);
  await requireChannelAccess(ctx, channel, input.fanId);
  const rows = await ctx.db
    .select()
    .from(channelContents)
    .where(and(eq(channelContents.channelId, channel.id), publishedContent(ctx.clock.now())))
    .orderBy(...CONTENT_ORDER);
  return rows.map(toSummary);
}

/**
 * One content with its media, each behind a URL signed for this fan that expires in minutes; an
 * article's images point at those URLs (only here, after the access check: nobody else gets one).
 */
export async function getContent(
  ctx: CoreContext,
  input: { channelId: string; contentId: string; fanId: string },
): Promise<ContentDetail> {
  const channel = await loadPublishedChannel(ctx, input.channelId);
  await requireChannelAccess(ctx, channel, input.fanId);
  const row = await loadContent(ctx, channel.id, input.contentId);
  const assets = await ctx.db
    .select({ asset: channelAssets })
    .from(channelContentAssets)
    .innerJoin(channelAssets, eq(channelAssets.id, channelContentAssets.assetId))
    .where(eq(channelContentAssets.contentId, row.id))
    .orderBy(asc(channelContentAssets.position));
  const media: MediaView[] = assets.map(({ asset }) => ({
    id: asset.id,
    kind: asset.kind,
    contentType: asset.contentType,
    size: asset.size,
    filename: asset.filename,
    ...signMediaUrl(ctx, { contentId: row.id, assetId: asset.id, fanId: input.fanId }),
  }));
  return { ...toSummary(row), body: memberBody(row, media), media };
}

/** An article's body with its images' asset ids turned into the URLs just signed for this member. */
function memberBody(row: ChannelContentRow, media: MediaView[]): ContentDetail["body"] {
  const body = row.texts.body;
  if (!body || row.kind !== "ARTICLE") return body;
  const urls = new Map(media.map((m) => [m.id, m.url]));
  return Object.fromEntries(
    Object.entries(body).map(([locale, html]) => [locale, resolveArticleImages(html ?? "", (id) => urls.get(id))]),
  ) as ContentDetail["body"];
}

/** A fresh signed URL for one asset of a content (a player whose URL expired asks again). */
export async function issueMediaUrl(
  ctx: CoreContext,
  input: { channelId: string; contentId: string; assetId: string; fanId: string },
): Promise<{ url: string; expiresAt: string }> {
  const channel = await loadPublishedChannel(ctx, input.channelId);
  await requireChannelAccess(ctx, channel, input.fanId);
  const row = await loadContent(ctx, channel.id, input.contentId);
  const [link] = await ctx.db
    .select({ assetId: channelContentAssets.assetId })
    .from(channelContentAssets)
    .where(and(eq(channelContentAssets.contentId, row.id), eq(channelContentAssets.assetId, input.assetId)));
  if (!link) throw new AppError("request-E1004");
  return signMediaUrl(ctx, { contentId: row.id, assetId: input.assetId, fanId: input.fanId });
}
