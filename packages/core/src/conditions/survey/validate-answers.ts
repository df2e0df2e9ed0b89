import type { SurveyAnswers, SurveyConfig } from "@fanfare/protocol";

/**
 * Checks a fan's answers against the survey: every required question answered, choices among the
 * options (one for single choice; within min/max for multiple), free text within its length, ratings
 * whole numbers on the scale, and no answers to unknown questions. Returns the cleaned answers or null.
 */
export function validateSurveyAnswers(survey: SurveyConfig, answers: SurveyAnswers): SurveyAnswers | null {
  const known = new Set(survey.questions.map((q) => q.id));
  if (Object.keys(answers).some((id) => !known.has(id))) return null;
  const clean: SurveyAnswers = {};
  for (const q of survey.questions) {
    const a = answers[q.id];
    const empty = a === undefined || a === "" || (Array.isArray(a) && a.length === 0);
    if (empty) {
      if (q.required) return null;
      continue;
    }
    const options = new Set((q.options ?? []).map((o) => o.id));
    switch (q.kind) {
      case "SINGLE_CHOICE":
        if (typeof a !== "string" || !options.has(a)) return null;
        clean[q.id] = a;
        break;
      case "MULTIPLE_CHOICE": {
        if (!Array.isArray(a) || new Set(a).size !== a.length || a.some((o) => !options.has(o))) return null;
        if (a.length < (q.minSelections ?? 1) || a.length > (q.maxSelections ?? options.size)) return null;
        clean[q.id] = a;
        break;
      }
      case "FREE_TEXT": {
        if (typeof a !== "string") return null;
        const text = a.trim();
        if (text === "" && q.required) return null;
        if ([...text].length > (q.maxLength ?? 500)) return null;
        clean[q.id] = text;
        break;
      }
      case "RATING":
        if (typeof a !== "number" || !Number.isInteger(a) || a < (q.scaleMin ?? 1) || a > (q.scaleMax ?? 5))
          return null;
        clean[q.id] = a;
        break;
    }
  }
  return clean;
}
