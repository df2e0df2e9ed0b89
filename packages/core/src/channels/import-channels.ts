import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { ChannelImport, type ChannelRequirement } from "@fanfare/protocol";
import type { z } from "zod";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import type { Operator } from "../operators/require-operator";
import { createChannel } from "./manage-channels";
import { createContent } from "./manage-contents";
import { uploadAsset } from "./upload-asset";

export type ParsedChannelImport = z.infer<typeof ChannelImport>;

/**
 * Checks a file's `channels:` before anything is created: each parses, each campaign it names by `key`
 * is in the file, and each file it uploads is readable beside the import file.
 */
export async function parseChannelImports(
  raw: unknown[],
  campaignKeys: Set<string>,
  baseDir: URL | undefined,
): Promise<{ defs: ParsedChannelImport[]; files: Map<string, Buffer> }> {
  const files = new Map<string, Buffer>();
  const defs: ParsedChannelImport[] = [];
  for (const [i, entry] of raw.entries()) {
    const parsed = ChannelImport.safeParse(entry);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new AppError("request-E1000", {
        detail: `channels[${i}].${issue?.path.join(".") ?? ""}: ${issue?.message ?? "invalid"}`,
      });
    }
    for (const r of parsed.data.requirements.items) {
      if ("campaign" in r && !campaignKeys.has(r.campaign)) {
        throw new AppError("request-E1000", { detail: `channels[${i}]: no campaign with key "${r.campaign}"` });
      }
    }
    for (const content of parsed.data.contents) {
      for (const file of content.files) {
        if (files.has(file)) continue;
        if (!baseDir || file.split("/").includes("..")) {
          throw new AppError("request-E1000", { detail: `channels[${i}]: file ${file} cannot be read` });
        }
        const bytes = await readFile(new URL(file, baseDir)).catch(() => null);
        if (!bytes) throw new AppError("request-E1000", { detail: `channels[${i}]: file ${file} cannot be read` });
        files.set(file, bytes);
      }
    }
    defs.push(parsed.data);
  }
  return { defs, files };
}

/** Creates the checked channels of an import with their contents and uploaded files. */
export async function createImportedChannels(
  ctx: CoreContext,
  operator: Operator,
  input: {
    projectId: string;
    defs: ParsedChannelImport[];
    files: Map<string, Buffer>;
    campaignIds: Map<string, string>;
  },
): Promise<{ id: string }[]> {
  const created: { id: string }[] = [];
  const assetIds = new Map<string, string>();
  for (const def of input.defs) {
    const items: ChannelRequirement[] = def.requirements.items.map((r) => {
      if (!("campaign" in r)) return r;
      const campaignId = input.campaignIds.get(r.campaign) as string;
      return r.type === "CLAIMED_IN" ? { type: "CLAIMED_IN", campaignId } : { type: "OWNS_NFT", campaignId };
    });
    const channel = await createChannel(ctx, operator, {
      projectId: input.projectId,
      definition: {
        title: def.title,
        description: def.description,
        requirements: { operator: def.requirements.operator, items },
        position: def.position,
        status: def.status,
      },
    });
    for (const content of def.contents) {
      const ids: string[] = [];
      for (const file of content.files) {
        let id = assetIds.get(file);
        if (!id) {
          const bytes = input.files.get(file) as Buffer;
          id = (await uploadAsset(ctx, operator, { projectId: input.projectId, filename: basename(file), body: bytes }))
            .id;
          assetIds.set(file, id);
        }
        ids.push(id);
      }
      const { files: _files, publishAt, ...rest } = content;
      await createContent(ctx, operator, {
        channelId: channel.id,
        definition: { ...rest, publishAt: publishAt ?? ctx.clock.now().toISOString(), assetIds: ids },
      });
    }
    created.push({ id: channel.id });
  }
  return created;
}
