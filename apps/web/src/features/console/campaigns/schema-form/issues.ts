import type { z } from "zod";

/** A field's path as the errors are keyed: its parts joined by dots (survey, questions, 0, label, ja). */
export const pathKey = (path: readonly PropertyKey[]) => path.map(String).join(".");

/** The first issue of each path (the one to show beside its field). */
export function issuesByPath(issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[] = []) {
  const byPath = new Map<string, z.core.$ZodIssue>();
  for (const issue of issues) {
    const key = pathKey([...prefix, ...issue.path]);
    if (!byPath.has(key)) byPath.set(key, issue);
  }
  return byPath;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * An issue in the operator's words. zod's own messages are English developer sentences, so only the
 * issue's code and its limits are used; a schema's custom refinement ("a choice question needs at least
 * 2 options") is shown as the generic "not accepted" with its field.
 */
export function issueText(t: Translate, issue: z.core.$ZodIssue): string {
  const raw = issue as {
    code: string;
    origin?: string;
    minimum?: number | bigint;
    maximum?: number | bigint;
    input?: unknown;
  };
  const limit = (value: number | bigint | undefined) => Number(value ?? 0);
  switch (raw.code) {
    case "invalid_type":
      return raw.input === undefined || raw.input === null
        ? t("console.builder.issues.required")
        : t("console.builder.issues.invalidType");
    case "too_small":
      if (raw.origin === "string") {
        return limit(raw.minimum) <= 1
          ? t("console.builder.issues.required")
          : t("console.builder.issues.tooShort", { minimum: limit(raw.minimum) });
      }
      if (raw.origin === "array") return t("console.builder.issues.tooFewItems", { minimum: limit(raw.minimum) });
      return t("console.builder.issues.tooSmall", { minimum: limit(raw.minimum) });
    case "too_big":
      if (raw.origin === "string") return t("console.builder.issues.tooLong", { maximum: limit(raw.maximum) });
      if (raw.origin === "array") return t("console.builder.issues.tooManyItems", { maximum: limit(raw.maximum) });
      return t("console.builder.issues.tooBig", { maximum: limit(raw.maximum) });
    case "invalid_format":
      return t("console.builder.issues.invalidFormat");
    case "invalid_value":
      return t("console.builder.issues.invalidChoice");
    default:
      return t("console.builder.issues.invalid");
  }
}
