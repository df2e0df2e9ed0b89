"use client";

import type { ConditionView, Locale, SurveyConfig, SurveyQuestion } from "@fanfare/protocol";
import { useMutation } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { localized } from "@/features/campaigns/localized-text";
import { useErrorMessage } from "@/hooks/use-error-message";
import { api } from "@/lib/api";
import { Button } from "@/ui/button";
import { InlineAlert } from "@/ui/inline-alert";
import { checkSurvey, type SurveyDraft, type SurveyProblem, toAnswers } from "./survey-answers";

/** The survey condition: single and multiple choice, free text and rating questions, checked before sending. */
export function SurveyForm({
  campaignId,
  condition,
  survey,
  onCompleted,
}: {
  campaignId: string;
  condition: Pick<ConditionView, "id">;
  survey: SurveyConfig;
  onCompleted: () => void;
}) {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const [draft, setDraft] = useState<SurveyDraft>({});
  const [problems, setProblems] = useState<Record<string, SurveyProblem>>({});
  const send = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => api.completeCondition(campaignId, condition.id, "survey", { answers: toAnswers(survey, draft) }),
    onSuccess: onCompleted,
  });

  const update = (id: string, value: SurveyDraft[string]) => {
    setDraft((current) => ({ ...current, [id]: value }));
    if (problems[id]) {
      setProblems(({ [id]: _fixed, ...rest }) => rest);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkSurvey(survey, draft);
    setProblems(found);
    if (Object.keys(found).length === 0) send.mutate();
  };

  const sendError = send.error ? errorMessage(send.error) : null;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      {survey.questions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          value={draft[question.id]}
          problem={problems[question.id] ?? null}
          onChange={(value) => update(question.id, value)}
        />
      ))}
      <InlineAlert>{Object.keys(problems).length > 0 ? t("survey.fixAnswers") : sendError}</InlineAlert>
      <Button type="submit" size="lg" fullWidth disabled={send.isPending}>
        {send.isPending ? t("actions.sending") : t("survey.submit")}
      </Button>
    </form>
  );
}

function QuestionField({
  question,
  value,
  problem,
  onChange,
}: {
  question: SurveyQuestion;
  value: SurveyDraft[string];
  problem: SurveyProblem | null;
  onChange: (value: SurveyDraft[string]) => void;
}) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const label = localized(question.label, locale);
  // What the answer may be: how many to pick, how long, which scale.
  const hintText = (): string | null => {
    if (question.kind === "MULTIPLE_CHOICE") {
      return t("survey.selectBetween", {
        min: question.minSelections ?? 0,
        max: question.maxSelections ?? question.options?.length ?? 0,
      });
    }
    if (question.kind === "FREE_TEXT" && question.maxLength !== undefined) {
      return t("survey.maxLength", { max: question.maxLength });
    }
    if (question.kind === "RATING") {
      return t("survey.ratingScale", { min: question.scaleMin ?? 1, max: question.scaleMax ?? 5 });
    }
    return null;
  };
  const problemText = (found: SurveyProblem): string => {
    switch (found.kind) {
      case "required":
        return t("survey.required");
      case "tooFew":
        return t("survey.tooFew", { min: found.min });
      case "tooMany":
        return t("survey.tooMany", { max: found.max });
      case "tooLong":
        return t("survey.tooLong", { max: found.max });
    }
  };
  const hint = hintText();
  const describedBy = [hint ? hintId : null, problem ? errorId : null].filter(Boolean).join(" ") || undefined;
  const message = problem ? problemText(problem) : null;
  const optionClass = "flex min-h-11 items-center gap-3 rounded-lg border border-line bg-card px-3";

  // The answer's input: a text area, a scale of radio buttons, or the options (one, or several).
  const renderBody = () => {
    if (question.kind === "FREE_TEXT") {
      return (
        <textarea
          id={`${id}-input`}
          aria-describedby={describedBy}
          aria-invalid={problem ? true : undefined}
          rows={4}
          value={typeof value === "string" ? value : ""}
          onChange={(event) => onChange(event.target.value)}
          className="w-full rounded-lg border-2 border-gray-500 bg-card p-3 text-base text-ink aria-invalid:border-danger"
        />
      );
    }
    if (question.kind === "RATING") {
      return (
        <div className="flex flex-wrap gap-2">
          {range(question.scaleMin ?? 1, question.scaleMax ?? 5).map((score) => (
            <label key={score} className={`${optionClass} min-w-11 justify-center`}>
              <input
                type="radio"
                name={id}
                className="size-5"
                checked={value === score}
                onChange={() => onChange(score)}
              />
              {score}
            </label>
          ))}
        </div>
      );
    }
    return (
      <div className="flex flex-col gap-2">
        {(question.options ?? []).map((option) => {
          const selected = Array.isArray(value) ? value : [];
          return question.kind === "SINGLE_CHOICE" ? (
            <label key={option.id} className={optionClass}>
              <input
                type="radio"
                name={id}
                className="size-5"
                checked={value === option.id}
                onChange={() => onChange(option.id)}
              />
              {localized(option.label, locale)}
            </label>
          ) : (
            <label key={option.id} className={optionClass}>
              <input
                type="checkbox"
                className="size-5"
                checked={selected.includes(option.id)}
                onChange={(event) =>
                  onChange(
                    event.target.checked ? [...selected, option.id] : selected.filter((other) => other !== option.id),
                  )
                }
              />
              {localized(option.label, locale)}
            </label>
          );
        })}
      </div>
    );
  };

  const heading = (
    <>
      {label}
      {question.required ? <span className="ml-2 text-sm text-muted">{t("survey.requiredMark")}</span> : null}
    </>
  );

  return (
    <div className="flex flex-col gap-2">
      {question.kind === "FREE_TEXT" ? (
        <label htmlFor={`${id}-input`} className="font-bold">
          {heading}
        </label>
      ) : null}
      <fieldset
        aria-describedby={question.kind === "FREE_TEXT" ? undefined : describedBy}
        aria-invalid={question.kind !== "FREE_TEXT" && problem ? true : undefined}
        className="flex flex-col gap-2"
      >
        {question.kind === "FREE_TEXT" ? null : <legend className="mb-2 font-bold">{heading}</legend>}
        {hint ? (
          <p id={hintId} className="text-sm text-muted">
            {hint}
          </p>
        ) : null}
        {renderBody()}
      </fieldset>
      {message ? (
        <p id={errorId} role="alert" className="text-sm font-bold text-danger">
          {message}
        </p>
      ) : null}
    </div>
  );
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
