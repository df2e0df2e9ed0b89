"use client";

import type { ReactNode } from "react";
import type { z } from "zod";
import { fieldId } from "./field";
import { issueText } from "./schema-form/issues";
import { useBuilderTranslations } from "./use-builder-translations";

/** One titled part of a builder form (texts, windows, conditions…), named by its heading. */
export function FormSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-xl border border-line bg-card p-4 lg:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {title}
      </h2>
      {lead ? <p className="text-sm text-muted">{lead}</p> : null}
      {children}
    </section>
  );
}

/**
 * What a form's check found, above the form: a count, then each issue as a link to its field
 * (`#field-…`). Focused after a refused submit (its `id`), so a screen reader reads it first.
 */
export function ErrorSummary({
  id,
  issues,
  label,
}: {
  id: string;
  /** The issues by their path key (`title.ja`), as `issuesByPath` gives them. */
  issues: Map<string, z.core.$ZodIssue>;
  /** The field's words for a path key. */
  label: (key: string) => string;
}) {
  const t = useBuilderTranslations();
  if (issues.size === 0) return null;
  return (
    <div
      id={id}
      tabIndex={-1}
      role="alert"
      className="flex flex-col gap-2 rounded-lg border-2 border-danger bg-red-50 px-4 py-3 text-danger"
    >
      <p className="font-bold">{t("console.builder.errorsTitle", { count: issues.size })}</p>
      <ul className="list-disc pl-5 text-sm">
        {[...issues.entries()].map(([key, issue]) => (
          <li key={key}>
            <a href={`#${fieldId(key.split("."))}`} className="underline">
              {label(key)}: {issueText(t, issue)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
