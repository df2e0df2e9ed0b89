"use client";

import { CODE_MAX_LENGTH, type ConditionView } from "@fanfare/protocol";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { useErrorMessage } from "@/hooks/use-error-message";
import { ApiError, api } from "@/lib/api";
import { Button } from "@/ui/button";
import { TextField } from "@/ui/text-field";

/** The code the core answers when a fan (or their address) guessed wrong too often: a lockout. */
const LOCKED_OUT_CODE = "request-E1029";

/** Enter a code (single, serial or NFT-linked); refusals show under the field and the input stays. */
export function CodeForm({
  campaignId,
  condition,
  onCompleted,
}: {
  campaignId: string;
  condition: Pick<ConditionView, "id" | "codeMaxLength">;
  onCompleted: () => void;
}) {
  const t = useTranslations();
  const errorMessage = useErrorMessage();
  const maxLength = condition.codeMaxLength ?? CODE_MAX_LENGTH;
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const redeem = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (value: string) => api.completeCondition(campaignId, condition.id, "code", { code: value }),
    onSuccess: onCompleted,
    onError: (error) => setProblem(describe(error)),
  });

  const describe = (error: unknown): string => {
    if (error instanceof ApiError && error.code === "specificCode-E1003")
      return t("codeForm.tooLong", { max: maxLength });
    if (error instanceof ApiError && error.code === LOCKED_OUT_CODE) return t("codeForm.lockedOut");
    return errorMessage(error);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    // The server normalises further (full-width, look-alikes); these two checks need none of that.
    if (trimmed === "") return setProblem(t("errors.specificCode-E1002"));
    if (trimmed.length > maxLength) return setProblem(t("codeForm.tooLong", { max: maxLength }));
    setProblem(null);
    redeem.mutate(trimmed);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <TextField
        label={t("codeForm.label")}
        hint={t("codeForm.hint", { max: maxLength })}
        name="code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          if (problem) setProblem(null);
        }}
        error={problem ?? undefined}
      />
      <Button type="submit" size="lg" fullWidth disabled={redeem.isPending}>
        {redeem.isPending ? t("actions.sending") : t("codeForm.submit")}
      </Button>
    </form>
  );
}
