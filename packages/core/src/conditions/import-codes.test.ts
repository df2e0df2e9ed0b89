import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents } from "../audit/tables";
import { createTestContext, makeCampaign, makeOperator, makeParticipant, useTestDatabase } from "../testing";
import { completeCondition } from "./complete-condition";
import { generateCodes } from "./generate-codes";
import { codesOfCsv, importCodes } from "./import-codes";
import { codes } from "./tables";

const db = useTestDatabase();
let ip = 0;
const meta = () => ({ ip: `10.19.0.${++ip}` });

async function storedHashes(ctx: ReturnType<typeof createTestContext>["ctx"], conditionId: string) {
  const rows = await ctx.db.select({ hash: codes.hash }).from(codes).where(eq(codes.conditionId, conditionId));
  return rows.map((row) => row.hash);
}

describe("codesOfCsv", () => {
  it("takes each line's first field, without the header, blank lines or a spreadsheet's quotes", () => {
    const csv = '\uFEFFcode,note\r\nAAAA-1111,first\r\n\r\n"BB,""22""",second\nCCCC\r';
    expect(codesOfCsv(csv)).toEqual([
      { line: 2, code: "AAAA-1111" },
      { line: 4, code: 'BB,"22"' },
      { line: 5, code: "CCCC" },
    ]);
    // A first line that is a code is a code.
    expect(codesOfCsv("ZZZZ\nYYYY")).toEqual([
      { line: 1, code: "ZZZZ" },
      { line: 2, code: "YYYY" },
    ]);
  });
});

describe("importCodes", () => {
  it("stores new codes hashed as generated ones, skips repeats and existing ones, and fans redeem them", async () => {
    const { ctx } = createTestContext(db.current);
    const { operator, campaignId, conditionIds } = await makeCampaign(ctx, {
      conditions: [{ type: "SPECIFY_MULTIPLE_CODES", codes: [{ code: "GIVEN-0001" }] }],
    });
    const conditionId = conditionIds[0] ?? "";
    const generated = await generateCodes(ctx, operator, { conditionId, count: 1 });
    const csv = [
      "code",
      "FANCLUB-AAAA",
      "fanclub aaaa", // the same code once normalised
      "FANCLUB-BBBB",
      "given-0001", // brought at creation
      generated.codes[0] ?? "",
    ].join("\n");
    const result = await importCodes(ctx, operator, { conditionId, csv });
    expect(result).toEqual({ imported: 2, duplicatesInFile: 1, alreadyPresent: 2 });
    expect(await storedHashes(ctx, conditionId)).toHaveLength(4);
    const stored = JSON.stringify(await ctx.db.select().from(codes).where(eq(codes.conditionId, conditionId)));
    expect(stored).not.toContain("FANCLUB");

    const fan = await makeParticipant(ctx, campaignId);
    await completeCondition(
      ctx,
      { fanId: fan, campaignId, conditionId, action: "code", body: { code: "fanclub-bbbb" } },
      meta(),
    );
    const [used] = await ctx.db
      .select()
      .from(codes)
      .where(and(eq(codes.conditionId, conditionId), eq(codes.usedBy, fan)));
    expect(used?.singleUse).toBe(true);

    const [event] = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "codes.import"), eq(auditEvents.companyId, operator.companyId)));
    expect(event).toMatchObject({ targetType: "condition", targetId: conditionId, after: { count: 2, nftId: null } });
    expect(JSON.stringify(event)).not.toContain("FANCLUB");
  });

  it("counts a code imported twice at the same moment once: the unique index decides", async () => {
    const { ctx } = createTestContext(db.current);
    const { operator, conditionIds } = await makeCampaign(ctx, { conditions: [{ type: "SPECIFY_MULTIPLE_CODES" }] });
    const conditionId = conditionIds[0] ?? "";
    const csv = Array.from({ length: 50 }, (_, i) => `TWICE-${String(i).padStart(4, "0")}`).join("\n");
    const results = await Promise.all([
      importCodes(ctx, operator, { conditionId, csv }),
      importCodes(ctx, operator, { conditionId, csv }),
    ]);
    expect(results.map((r) => r.imported).reduce((a, b) => a + b)).toBe(50);
    expect(results.map((r) => r.alreadyPresent).reduce((a, b) => a + b)).toBe(50);
    expect(await storedHashes(ctx, conditionId)).toHaveLength(50);
  });

  it("binds linked codes to an NFT of the campaign", async () => {
    const { ctx } = createTestContext(db.current);
    const { operator, conditionIds, nftIds } = await makeCampaign(ctx, {
      conditions: [{ type: "NFT_IS_LINKED_BY_CODE" }],
    });
    const conditionId = conditionIds[0] ?? "";
    const nftId = Object.values(nftIds)[0] ?? "";
    await expect(importCodes(ctx, operator, { conditionId, csv: "LINK-0001" })).rejects.toMatchObject({
      code: "request-E1000",
    });
    expect(await importCodes(ctx, operator, { conditionId, csv: "LINK-0001", nftId })).toMatchObject({ imported: 1 });
    const [row] = await ctx.db.select().from(codes).where(eq(codes.conditionId, conditionId));
    expect(row?.nftId).toBe(nftId);
  });

  it("refuses the whole file for one bad line, and stores nothing", async () => {
    const { ctx } = createTestContext(db.current);
    const { operator, conditionIds } = await makeCampaign(ctx, { conditions: [{ type: "SPECIFY_MULTIPLE_CODES" }] });
    const conditionId = conditionIds[0] ?? "";
    await expect(
      importCodes(ctx, operator, { conditionId, csv: `GOOD-0001\n${"X".repeat(65)}` }),
    ).rejects.toMatchObject({ code: "specificCode-E1003" });
    await expect(importCodes(ctx, operator, { conditionId, csv: "GOOD-0001\n---" })).rejects.toMatchObject({
      code: "specificCode-E1002",
    });
    await expect(importCodes(ctx, operator, { conditionId, csv: "code\n\n" })).rejects.toMatchObject({
      code: "specificCode-E1002",
    });
    expect(await storedHashes(ctx, conditionId)).toEqual([]);
  });

  it("answers another company 404, a viewer 403 and a condition without codes request-E1000", async () => {
    const { ctx } = createTestContext(db.current);
    const { operator, conditionIds } = await makeCampaign(ctx, {
      conditions: [{ type: "SPECIFY_MULTIPLE_CODES" }, { type: "NONE" }],
    });
    const [multiple = "", none = ""] = conditionIds;
    const stranger = await makeOperator(ctx);
    await expect(importCodes(ctx, stranger, { conditionId: multiple, csv: "A1" })).rejects.toMatchObject({
      code: "request-E1004",
    });
    const viewer = { ...operator, role: "VIEWER" as const };
    await expect(importCodes(ctx, viewer, { conditionId: multiple, csv: "A1" })).rejects.toMatchObject({
      status: 403,
    });
    await expect(importCodes(ctx, operator, { conditionId: none, csv: "A1" })).rejects.toMatchObject({
      code: "request-E1000",
    });
    expect(await storedHashes(ctx, multiple)).toEqual([]);
  });
});
