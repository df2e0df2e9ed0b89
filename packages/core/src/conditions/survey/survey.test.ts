import type { SurveyConfig } from "@fanfare/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claim } from "../../claims/claim";
import type { Database } from "../../db/client";
import { createTestContext, createTestDatabase, makeCampaign, makeParticipant } from "../../testing";
import { completeCondition } from "../complete-condition";
import { validateSurveyAnswers } from "./validate-answers";

const t = (ja: string) => ({ ja });
const survey: SurveyConfig = {
  questions: [
    {
      id: "fav",
      kind: "SINGLE_CHOICE",
      label: t("好きな曲"),
      required: true,
      options: [
        { id: "a", label: t("A") },
        { id: "b", label: t("B") },
      ],
    },
    {
      id: "also",
      kind: "MULTIPLE_CHOICE",
      label: t("他に"),
      required: false,
      minSelections: 1,
      maxSelections: 2,
      options: [
        { id: "x", label: t("X") },
        { id: "y", label: t("Y") },
        { id: "z", label: t("Z") },
      ],
    },
    { id: "msg", kind: "FREE_TEXT", label: t("メッセージ"), required: false, maxLength: 10 },
    { id: "stars", kind: "RATING", label: t("評価"), required: true, scaleMin: 1, scaleMax: 5 },
  ],
};

describe("validateSurveyAnswers", () => {
  it("accepts complete, in-range answers and drops empty optional ones", () => {
    expect(validateSurveyAnswers(survey, { fav: "a", stars: 5, msg: "" })).toEqual({ fav: "a", stars: 5 });
    expect(validateSurveyAnswers(survey, { fav: "b", also: ["x", "z"], msg: " hi ", stars: 1 })).toEqual({
      fav: "b",
      also: ["x", "z"],
      msg: "hi",
      stars: 1,
    });
  });

  it.each([
    ["a required answer missing", { stars: 3 }],
    ["an unknown option", { fav: "c", stars: 3 }],
    ["too many selections", { fav: "a", also: ["x", "y", "z"], stars: 3 }],
    ["a repeated selection", { fav: "a", also: ["x", "x"], stars: 3 }],
    ["text over its limit", { fav: "a", msg: "12345678901", stars: 3 }],
    ["a rating off the scale", { fav: "a", stars: 6 }],
    ["a fractional rating", { fav: "a", stars: 2.5 }],
    ["an unknown question", { fav: "a", stars: 3, extra: "x" }],
    ["a wrong type", { fav: ["a"], stars: 3 }],
  ])("refuses %s", (_name, answers) => {
    expect(validateSurveyAnswers(survey, answers)).toBeNull();
  });
});

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("SURVEY condition", () => {
  it("invalid answers → survey-E2000; valid ones complete it; after the claim → survey-E2003", async () => {
    const { ctx } = createTestContext(database);
    const { campaignId, conditionIds } = await makeCampaign(ctx, { conditions: [{ type: "SURVEY", survey }] });
    const conditionId = conditionIds[0] ?? "";
    const fanId = await makeParticipant(ctx, campaignId);
    const submit = (answers: unknown) =>
      completeCondition(
        ctx,
        { fanId, campaignId, conditionId, action: "survey", body: { answers } },
        { ip: "1.1.1.1" },
      );
    await expect(submit({ fav: "zzz", stars: 3 })).rejects.toMatchObject({ code: "survey-E2000" });
    await expect(submit("nonsense")).rejects.toMatchObject({ code: "survey-E2000" });
    await expect(submit({ fav: "a", stars: 4 })).resolves.toMatchObject({ completed: true });
    await expect(submit({ fav: "b", stars: 5 })).resolves.toMatchObject({ completed: true }); // may change
    await claim(ctx, { fanId, campaignId, idempotencyKey: "survey-claim-1" });
    await expect(submit({ fav: "a", stars: 1 })).rejects.toMatchObject({ code: "survey-E2003" });
  });
});
