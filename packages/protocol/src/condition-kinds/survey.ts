import { z } from "zod";
import { defineConditionAction, defineConditionKind } from "../definitions";
import { SURVEY_QUESTION_KINDS } from "../enums";
import { LocalizedText } from "../schemas/common";
import { Slug } from "./parts/codes";

export const SurveyOption = z.object({ id: Slug, label: LocalizedText });
export const SurveyQuestion = z
  .object({
    id: Slug,
    kind: z.enum(SURVEY_QUESTION_KINDS),
    label: LocalizedText,
    required: z.boolean().default(true),
    options: z.array(SurveyOption).max(30).optional(),
    /** MULTIPLE_CHOICE: how many options must / may be picked. */
    minSelections: z.int().min(0).max(30).optional(),
    maxSelections: z.int().min(1).max(30).optional(),
    /** FREE_TEXT: the longest answer (characters). */
    maxLength: z.int().min(1).max(2000).optional(),
    /** RATING: the scale, e.g. 1 to 5. */
    scaleMin: z.int().min(0).max(10).optional(),
    scaleMax: z.int().min(1).max(10).optional(),
  })
  .superRefine((q, ctx) => {
    const isChoice = q.kind === "SINGLE_CHOICE" || q.kind === "MULTIPLE_CHOICE";
    if (isChoice && (!q.options || q.options.length < 2)) {
      ctx.addIssue({ code: "custom", path: ["options"], message: "a choice question needs at least 2 options" });
    }
    if (isChoice && q.options && new Set(q.options.map((o) => o.id)).size !== q.options.length) {
      ctx.addIssue({ code: "custom", path: ["options"], message: "option ids must be unique" });
    }
    if (!isChoice && q.options) ctx.addIssue({ code: "custom", path: ["options"], message: "only for choices" });
    if ((q.minSelections ?? 0) > (q.maxSelections ?? Number.POSITIVE_INFINITY)) {
      ctx.addIssue({ code: "custom", path: ["minSelections"], message: "must not exceed maxSelections" });
    }
    if ((q.scaleMin ?? 1) >= (q.scaleMax ?? 5)) {
      ctx.addIssue({ code: "custom", path: ["scaleMax"], message: "must exceed scaleMin" });
    }
  });
export type SurveyQuestion = z.infer<typeof SurveyQuestion>;

export const SurveyConfig = z
  .object({ questions: z.array(SurveyQuestion).min(1).max(50) })
  .refine((c) => new Set(c.questions.map((q) => q.id)).size === c.questions.length, "question ids must be unique");
export type SurveyConfig = z.infer<typeof SurveyConfig>;

/** A fan's answers: question id → option id (single), option ids (multiple), text, or rating. */
export const SurveyAnswers = z.record(
  z.string().max(40),
  z.union([z.string().max(5000), z.array(z.string().max(40)).max(30), z.number()]),
);
export type SurveyAnswers = z.infer<typeof SurveyAnswers>;

export const SubmitSurveyRequest = z.object({ answers: SurveyAnswers });

/**
 * SURVEY: the fan answers the operator's questions (single choice, multiple choice, free text, rating).
 * Answers may be changed until the fan claims.
 */
export const SURVEY = defineConditionKind({
  type: "SURVEY",
  slug: "survey",
  tab: "common",
  provider: null,
  proof: "SELF_ATTESTED",
  settings: z.object({ survey: SurveyConfig }),
  action: defineConditionAction({ name: "survey", body: SubmitSurveyRequest, summary: "Answer the survey" }),
  errors: {
    "survey-E2000": { status: 400, category: "BAD_REQUEST", message: "The survey answers are invalid." },
    "survey-E2003": { status: 409, category: "BAD_REQUEST", message: "The survey NFT has already been claimed." },
  },
});
