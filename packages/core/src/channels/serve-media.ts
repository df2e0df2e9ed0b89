import type { Readable } from "node:stream";
import { and, eq } from "drizzle-orm";
import type { ByteRange } from "../assets/storage/asset-storage";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { loadPublishedChannel, requireChannelAccess } from "./access";
import { verifyMediaUrl } from "./media-url";
import { publishedContent } from "./published-content";
import { type ChannelAssetRow, channelAssets, channelContentAssets, channelContents } from "./tables";

/**
 * An HTTP Range header against a size. `null`: serve the whole object (no header, a form we do not
 * serve such as several ranges, or nonsense — RFC 9110 lets a server ignore those). "unsatisfiable":
 * premiumContent-E2011 (416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | "unsatisfiable" {
  if (!header) return null;
  const m = /^bytes=(\d{0,15})-(\d{0,15})$/u.exec(header.trim());
  if (!m || (m[1] === "" && m[2] === "")) return null;
  if (m[1] === "") {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}

/** premiumContent-E2011 (416), carrying the size the answer's Content-Range header needs. */
export class UnsatisfiableRange extends AppError {
  constructor(readonly size: number) {
    super("premiumContent-E2011");
  }
}

export type OpenedMedia = {
  asset: ChannelAssetRow;
  /** The part served (null: all of it). */
  range: ByteRange | null;
  body: Readable;
  /** Unix seconds when the URL stops working (responses may be cached privately until then). */
  expires: number;
  /** Served as a download (FILE assets and anything that was active markup), never rendered inline. */
  attachment: boolean;
};

/**
 * The media endpoint's verb: a URL signed for a fan (premiumContent-E2010 forged, -E2009 expired), for a
 * published content of a published channel, whose fan has joined and meets the requirements now.
 */
export async function openMedia(
  ctx: CoreContext,
  input: { contentId: string; assetId: string; u?: string; e?: string; s?: string; range?: string | undefined },
): Promise<OpenedMedia> {
  const { fanId, expires } = verifyMediaUrl(ctx, input);
  const [row] = await ctx.db
    .select({ asset: channelAssets, channelId: channelContents.channelId })
    .from(channelContentAssets)
    .innerJoin(channelContents, eq(channelContents.id, channelContentAssets.contentId))
    .innerJoin(channelAssets, eq(channelAssets.id, channelContentAssets.assetId))
    .where(
      and(
        eq(channelContentAssets.contentId, input.contentId),
        eq(channelContentAssets.assetId, input.assetId),
        publishedContent(ctx.clock.now()),
      ),
    )
    .limit(1);
  if (!row) throw new AppError("request-E1004");
  const channel = await loadPublishedChannel(ctx, row.channelId);
  await requireChannelAccess(ctx, channel, fanId);
  const range = parseRange(input.range, row.asset.size);
  if (range === "unsatisfiable") throw new UnsatisfiableRange(row.asset.size);
  if (!ctx.storage) throw new Error("no asset storage configured");
  const body = await ctx.storage.read(row.asset.storageKey, range ?? undefined).catch((error: unknown) => {
    // The row is there but the bytes are not (a lost file, an unreachable store): logged, answered as missing.
    ctx.log.error({ err: error, assetId: row.asset.id }, "channel asset could not be read");
    throw new AppError("request-E1004", {
      cause: error,
      context: { operation: "storage.read", assetId: row.asset.id },
    });
  });
  return {
    asset: row.asset,
    range,
    body,
    expires,
    attachment: row.asset.kind === "FILE",
  };
}
