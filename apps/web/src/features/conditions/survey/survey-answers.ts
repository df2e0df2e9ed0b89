import type { SurveyAnswers, SurveyConfig, SurveyQuestion } from "@fanfare/protocol";

/** What the fan has entered so far, per question id. */
export type SurveyDraft = Record<string, string | string[] | number | undefined>;

export type SurveyProblem =
  | { kind: "required" }
  | { kind: "tooFew"; min: number }
  | { kind: "tooMany"; max: number }
  | { kind: "tooLong"; max: number };

function isEmpty(value: SurveyDraft[string]): boolean {
  return value === undefined || value === "" || (Array.isArray(value) && value.length === 0);
}

/** The same rules the server applies (survey-E2000 otherwise), so the fan learns them next to each question. */
export function checkQuestion(question: SurveyQuestion, value: SurveyDraft[string]): SurveyProblem | null {
  if (isEmpty(value)) return question.required ? { kind: "required" } : null;
  if (question.kind === "MULTIPLE_CHOICE" && Array.isArray(value)) {
    if (question.minSelections !== undefined && value.length < question.minSelections) {
      return { kind: "tooFew", min: question.minSelections };
    }
    if (question.maxSelections !== undefined && value.length > question.maxSelections) {
      return { kind: "tooMany", max: question.maxSelections };
    }
  }
  if (question.kind === "FREE_TEXT" && typeof value === "string" && question.maxLength !== undefined) {
    if (value.trim().length > question.maxLength) return { kind: "tooLong", max: question.maxLength };
  }
  return null;
}

/** Problems by question id (empty when the survey can be sent). */
export function checkSurvey(survey: SurveyConfig, draft: SurveyDraft): Record<string, SurveyProblem> {
  const problems: Record<string, SurveyProblem> = {};
  for (const question of survey.questions) {
    const problem = checkQuestion(question, draft[question.id]);
    if (problem) problems[question.id] = problem;
  }
  return problems;
}

/** The answers as the API takes them: unanswered optional questions left out, free text trimmed. */
export function toAnswers(survey: SurveyConfig, draft: SurveyDraft): SurveyAnswers {
  const answers: SurveyAnswers = {};
  for (const question of survey.questions) {
    const value = draft[question.id];
    if (isEmpty(value) || value === undefined) continue;
    answers[question.id] = typeof value === "string" ? value.trim() : value;
  }
  return answers;
}
