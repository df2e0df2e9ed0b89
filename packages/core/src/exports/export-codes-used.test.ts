import { describe, expect, it } from "vitest";
import { completeCondition } from "../conditions/complete-condition";
import { generateCodes } from "../conditions/generate-codes";
import { createTestContext, makeCampaign, makeOperator, makeParticipant, useTestDatabase } from "../testing";
import { collectCsv } from "./csv-export";
import { exportCodesUsed } from "./export-codes-used";

const db = useTestDatabase();
const lines = (csv: string) => csv.split("\r\n").slice(1, -1);
let ip = 0;
const meta = () => ({ ip: `10.9.0.${++ip}` });

describe("exportCodesUsed", () => {
  it("names who used which code and when, by keyed hash: never a clear code, never other kinds", async () => {
    const { ctx } = createTestContext(db.current);
    const { operator, campaignId, conditionIds } = await makeCampaign(ctx, {
      conditions: [
        { type: "SPECIFY_A_SINGLE_CODE", code: "SHARED-SECRET-77" },
        { type: "SPECIFY_MULTIPLE_CODES", codes: [{ code: "SERIAL-AAAA" }, { code: "SERIAL-BBBB" }] },
        { type: "NONE" },
      ],
    });
    const [single = "", multiple = ""] = conditionIds;
    const generated = await generateCodes(ctx, operator, { conditionId: multiple, count: 3 });
    const fans: string[] = [];
    for (let i = 0; i < 3; i++) fans.push(await makeParticipant(ctx, campaignId));
    const use = (fanId: string, conditionId: string, code: string) =>
      completeCondition(ctx, { fanId, campaignId, conditionId, action: "code", body: { code } }, meta());
    await use(fans[0] ?? "", single, "shared-secret-77");
    await use(fans[1] ?? "", single, "SHARED SECRET 77");
    await use(fans[0] ?? "", multiple, "serial-aaaa");
    await use(fans[2] ?? "", multiple, generated.codes[0] ?? "");

    const csv = await collectCsv(
      await exportCodesUsed(ctx, operator, { campaignId, batchSize: 1, timeZone: "Asia/Tokyo" }),
    );
    expect(csv.split("\r\n")[0]).toBe("\uFEFFcondition_id,condition_type,code_id,code_hash,nft,user_id,email,used_at");
    const rows = lines(csv).map((l) => l.split(","));
    // The single code's condition first (the campaign's order), then the serial codes', by fan.
    expect(rows.map((r) => [r[0], r[1], r[5]])).toEqual([
      ...[fans[0], fans[1]].sort().map((fan) => [single, "SPECIFY_A_SINGLE_CODE", fan]),
      ...[fans[0], fans[2]].sort().map((fan) => [multiple, "SPECIFY_MULTIPLE_CODES", fan]),
    ]);
    for (const row of rows) {
      expect(row[2]).toMatch(/^[0-9a-f-]{36}$/u);
      expect(row[3]).toMatch(/^[0-9a-f]{64}$/u);
      expect(row[6]).toMatch(/@example\.com$/u);
      expect(row[7]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+09:00$/u);
    }
    // The two fans of the shared code used the same code; the serial codes are two different ones.
    expect(rows[0]?.[3]).toBe(rows[1]?.[3]);
    expect(rows[2]?.[3]).not.toBe(rows[3]?.[3]);
    // As typed, as stored in the settings and normalised (hashes and ids are lower-case hex).
    for (const clear of ["SHARED", "shared", "SECRET", "SERIAL", "serial", "AAAA", "BBBB", ...generated.codes]) {
      expect(csv).not.toContain(clear);
    }

    const one = await collectCsv(await exportCodesUsed(ctx, operator, { campaignId, conditionId: multiple }));
    expect(lines(one).map((l) => l.split(",")[0])).toEqual([multiple, multiple]);
  });

  it("another company's campaign, a condition of another campaign and one without codes answer request-E1004", async () => {
    const { ctx } = createTestContext(db.current);
    const mine = await makeCampaign(ctx, { conditions: [{ type: "NONE" }] });
    const other = await makeCampaign(ctx, { conditions: [{ type: "SPECIFY_A_SINGLE_CODE", code: "X1" }] });
    const stranger = await makeOperator(ctx);
    const notFound = { code: "request-E1004" };
    await expect(exportCodesUsed(ctx, stranger, { campaignId: mine.campaignId })).rejects.toMatchObject(notFound);
    await expect(
      exportCodesUsed(ctx, mine.operator, { campaignId: mine.campaignId, conditionId: other.conditionIds[0] }),
    ).rejects.toMatchObject(notFound);
    await expect(
      exportCodesUsed(ctx, mine.operator, { campaignId: mine.campaignId, conditionId: mine.conditionIds[0] }),
    ).rejects.toMatchObject(notFound);
    // A campaign without code conditions exports the header alone.
    expect(lines(await collectCsv(await exportCodesUsed(ctx, mine.operator, { campaignId: mine.campaignId })))).toEqual(
      [],
    );
  });
});
