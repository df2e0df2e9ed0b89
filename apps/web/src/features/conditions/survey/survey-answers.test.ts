import type { SurveyConfig } from "@fanfare/protocol";
import { describe, expect, it } from "vitest";
import { checkSurvey, toAnswers } from "./survey-answers";

const label = { ja: "質問" };
const survey: SurveyConfig = {
  questions: [
    {
      id: "song",
      kind: "SINGLE_CHOICE",
      label,
      required: true,
      options: [
        { id: "a", label },
        { id: "b", label },
      ],
    },
    {
      id: "where",
      kind: "MULTIPLE_CHOICE",
      label,
      required: true,
      minSelections: 1,
      maxSelections: 2,
      options: [
        { id: "x", label },
        { id: "y", label },
        { id: "z", label },
      ],
    },
    { id: "message", kind: "FREE_TEXT", label, required: false, maxLength: 5 },
    { id: "rating", kind: "RATING", label, required: true, scaleMin: 1, scaleMax: 5 },
  ],
};

describe("checkSurvey", () => {
  it("asks for required answers", () => {
    expect(checkSurvey(survey, {})).toEqual({
      song: { kind: "required" },
      where: { kind: "required" },
      rating: { kind: "required" },
    });
  });

  it("applies the selection limits and the text length", () => {
    const problems = checkSurvey(survey, { song: "a", where: ["x", "y", "z"], message: "too long", rating: 3 });
    expect(problems).toEqual({ where: { kind: "tooMany", max: 2 }, message: { kind: "tooLong", max: 5 } });
  });

  it("passes a complete survey and leaves out empty optional answers", () => {
    const draft = { song: "b", where: ["y"], message: "  ", rating: 4 };
    expect(checkSurvey(survey, { ...draft, message: "" })).toEqual({});
    expect(toAnswers(survey, { ...draft, message: " hi " })).toEqual({
      song: "b",
      where: ["y"],
      message: "hi",
      rating: 4,
    });
  });
});
