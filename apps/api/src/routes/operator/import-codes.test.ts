import { addOperator, requireOperator } from "@fanfare/core";
import { makeCampaign } from "@fanfare/core/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test-app";
import { signInFan, signInOperator } from "../../test-fans";

let t: Awaited<ReturnType<typeof createTestApp>>;
let op: Awaited<ReturnType<typeof signInOperator>>;
let conditionId: string;
let campaignId: string;

beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t);
  const operator = await requireOperator(t.ctx, op.userId);
  const made = await makeCampaign(t.ctx, { conditions: [{ type: "SPECIFY_MULTIPLE_CODES" }] }, { operator });
  conditionId = made.conditionIds[0] ?? "";
  campaignId = made.campaignId;
});
afterAll(async () => {
  await t.close();
});

const url = () => `/api/v1/operator/conditions/${conditionId}/codes/import`;

describe("POST /api/v1/operator/conditions/:conditionId/codes/import", () => {
  it("imports a CSV's codes and answers counts only, never a code", async () => {
    const csv = "code\r\nROUTE-IMPORT-1\r\nroute import 1\r\nROUTE-IMPORT-2\r\n";
    const first = await t.app.inject({ method: "POST", url: url(), headers: op.write, payload: { csv } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ imported: 2, duplicatesInFile: 1, alreadyPresent: 0 });
    expect(first.body).not.toContain("ROUTE-IMPORT");
    const again = await t.app.inject({ method: "POST", url: url(), headers: op.write, payload: { csv } });
    expect(again.json()).toEqual({ imported: 0, duplicatesInFile: 1, alreadyPresent: 2 });
    // The operator's view counts them.
    const view = await t.app.inject({ url: `/api/v1/operator/campaigns/${campaignId}`, headers: op.read });
    const condition = (view.json() as { conditions: { id: string; codes: unknown }[] }).conditions.find(
      (c) => c.id === conditionId,
    );
    expect(condition?.codes).toEqual({ total: 2, used: 0 });
  });

  it("refuses a bad line with the code rules' error, a viewer with 403, another company with 404", async () => {
    const tooLong = await t.app.inject({
      method: "POST",
      url: url(),
      headers: op.write,
      payload: { csv: `OK-1\n${"X".repeat(65)}` },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: "specificCode-E1003" });

    const viewer = await signInFan(t);
    await addOperator(t.ctx, { companyId: op.companyId, email: viewer.email, role: "VIEWER" });
    const refused = await t.app.inject({ method: "POST", url: url(), headers: viewer.write, payload: { csv: "V-1" } });
    expect(refused.statusCode).toBe(403);

    const other = await signInOperator(t);
    const hidden = await t.app.inject({ method: "POST", url: url(), headers: other.write, payload: { csv: "O-1" } });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: "request-E1004" });

    const empty = await t.app.inject({ method: "POST", url: url(), headers: op.write, payload: { csv: "" } });
    expect(empty.statusCode).toBe(400);
  });
});
