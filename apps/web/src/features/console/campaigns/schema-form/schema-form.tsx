"use client";

import { useMemo } from "react";
import type { z } from "zod";
import { Button } from "@/ui/button";
import { SCHEMA_FIELD_KEYS, SCHEMA_HINT_KEYS, SCHEMA_VALUE_KEYS } from "../builder-texts";
import { CheckboxField, FieldError, fieldId, InputField, itemActionLabel, SelectField } from "../field";
import { type LocalizedDraft, LocalizedTextField } from "../localized-text-field";
import { type BuilderTranslate, useBuilderTranslations } from "../use-builder-translations";
import { describeSchema, type FieldNode, initialValue } from "./introspect";
import { issuesByPath, issueText, pathKey } from "./issues";

type Path = readonly (string | number)[];
type Translate = BuilderTranslate;
type Ctx = { t: Translate; errors: Map<string, z.core.$ZodIssue> | null; base: Path; disabled?: boolean };

/** Validates a value with the schema the API will apply: its issues keyed by path, or none. */
export function validateWith(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? new Map<string, z.core.$ZodIssue>() : issuesByPath(result.error.issues);
}

/**
 * A form built from a zod schema (a condition kind's settings): one control per field, labelled from
 * the console's messages (builder-texts.ts, else the key itself), validated with
 * the same schema, each error beside its field (aria-describedby). `path` prefixes the controls' ids.
 */
export function SchemaForm({
  schema,
  value,
  onChange,
  path,
  showErrors,
  disabled,
}: {
  schema: z.ZodType;
  value: unknown;
  onChange: (value: unknown) => void;
  path: Path;
  /** Errors appear once the operator tried to save (not while they type a first value). */
  showErrors: boolean;
  disabled?: boolean;
}) {
  const t = useBuilderTranslations();
  const node = useMemo(() => describeSchema(schema), [schema]);
  const errors = useMemo(() => (showErrors ? validateWith(schema, value) : null), [schema, value, showErrors]);
  const ctx: Ctx = { t, errors, base: path, disabled };
  if (node.kind === "object" && node.fields.length === 0) {
    return <p className="text-sm text-muted">{t("console.builder.schema.noSettings")}</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      <NodeField ctx={ctx} node={node} name={null} path={[]} value={value} onChange={onChange} />
    </div>
  );
}

function fieldLabel(t: Translate, key: string): string {
  const id = SCHEMA_FIELD_KEYS[key];
  return id ? t(id) : key;
}
function fieldHint(t: Translate, key: string): string | undefined {
  const id = SCHEMA_HINT_KEYS[key];
  return id ? t(id) : undefined;
}
function valueLabel(t: Translate, value: string): string {
  const id = SCHEMA_VALUE_KEYS[value];
  return id ? t(id) : value;
}

function errorAt(ctx: Ctx, path: Path): string | undefined {
  const issue = ctx.errors?.get(pathKey(path));
  return issue ? issueText(ctx.t, issue) : undefined;
}

function NodeField({
  ctx,
  node,
  name,
  path,
  value,
  onChange,
}: {
  ctx: Ctx;
  node: FieldNode;
  /** The field's key in its object (null for the root and for array items, which are labelled by their group). */
  name: string | null;
  path: Path;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const { t } = ctx;
  const id = fieldId([...ctx.base, ...path]);
  const label = name === null ? "" : fieldLabel(t, name);
  const hint = name === null ? undefined : fieldHint(t, name);
  const error = errorAt(ctx, path);
  switch (node.kind) {
    case "string":
      return (
        <InputField
          id={id}
          label={label}
          hint={hint}
          error={error}
          disabled={ctx.disabled}
          maxLength={node.maxLength}
          value={typeof value === "string" ? value : ""}
          onChange={(text) => onChange(text === "" && node.optional ? undefined : text)}
        />
      );
    case "number":
      return (
        <InputField
          id={id}
          type="number"
          label={label}
          hint={hint}
          error={error}
          disabled={ctx.disabled}
          min={node.min}
          max={node.max}
          step={node.int ? 1 : undefined}
          value={typeof value === "number" ? String(value) : ""}
          onChange={(text) => onChange(text === "" ? undefined : Number(text))}
        />
      );
    case "boolean":
      return (
        <CheckboxField
          id={id}
          label={label}
          hint={hint}
          error={error}
          disabled={ctx.disabled}
          checked={value === true}
          onChange={onChange}
        />
      );
    case "enum":
      return (
        <SelectField
          id={id}
          label={label}
          hint={hint}
          error={error}
          disabled={ctx.disabled}
          value={typeof value === "string" ? value : undefined}
          options={node.options.map((option) => ({ value: option, label: valueLabel(t, option) }))}
          empty={node.optional ? t("console.builder.schema.none") : undefined}
          onChange={onChange}
        />
      );
    case "localized": {
      const errors = Object.fromEntries(
        (["", "ja", "en", "fr", "th"] as const).flatMap((locale) => {
          const text = errorAt(ctx, locale ? [...path, locale] : path);
          return text ? [[locale, text]] : [];
        }),
      );
      return (
        <LocalizedTextField
          path={[...ctx.base, ...path]}
          label={label}
          hint={hint}
          errors={errors}
          disabled={ctx.disabled}
          value={(value as LocalizedDraft | undefined) ?? {}}
          onChange={onChange}
        />
      );
    }
    case "object": {
      const record = (value as Record<string, unknown> | undefined) ?? {};
      const fields = node.fields.map(({ key, node: field }) => (
        <NodeField
          key={key}
          ctx={ctx}
          node={field}
          name={key}
          path={[...path, key]}
          value={record[key]}
          onChange={(next) => {
            const copy = { ...record };
            if (next === undefined) delete copy[key];
            else copy[key] = next;
            onChange(copy);
          }}
        />
      ));
      if (name === null) {
        return (
          <>
            {fields}
            <FieldError id={id}>{error}</FieldError>
          </>
        );
      }
      return (
        <fieldset
          id={id}
          className="flex flex-col gap-4 rounded-lg border border-line p-3"
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <legend className="px-1 text-sm font-bold">{label}</legend>
          {fields}
          <FieldError id={id}>{error}</FieldError>
        </fieldset>
      );
    }
    case "array":
      return (
        <ArrayField
          ctx={ctx}
          node={node}
          name={name}
          path={path}
          value={value}
          onChange={onChange}
          label={label}
          hint={hint}
        />
      );
    default:
      return (
        <p id={id} className="text-sm text-danger">
          {t("console.builder.schema.unsupported", { field: label || "-" })}
        </p>
      );
  }
}

function ArrayField({
  ctx,
  node,
  name,
  path,
  value,
  onChange,
  label,
  hint,
}: {
  ctx: Ctx;
  node: Extract<FieldNode, { kind: "array" }>;
  name: string | null;
  path: Path;
  value: unknown;
  onChange: (value: unknown) => void;
  label: string;
  hint: string | undefined;
}) {
  const { t } = ctx;
  const id = fieldId([...ctx.base, ...path]);
  const items = Array.isArray(value) ? value : [];
  const error = errorAt(ctx, path);
  const itemName = name ? fieldLabel(t, `${name}Item`) : "";
  // An optional list without items is absent (a survey's free-text question has no `options` at all).
  const set = (next: unknown[]) => onChange(next.length === 0 && node.optional ? undefined : next);
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    set(next);
  };
  const atMax = node.max !== undefined && items.length >= node.max;
  return (
    <fieldset
      id={id}
      className="flex flex-col gap-3 rounded-lg border border-line p-3"
      aria-describedby={
        [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined
      }
    >
      <legend className="px-1 text-sm font-bold">{label}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {items.length === 0 ? <p className="text-sm text-muted">{t("console.builder.schema.emptyList")}</p> : null}
      <ol className="flex flex-col gap-3">
        {items.map((item, index) => {
          const itemLabel = t("console.builder.schema.item", { item: itemName, number: index + 1 });
          return (
            // Items have no identity of their own but their place; moving one re-renders the list.
            <li key={index} className="flex flex-col gap-3 rounded-lg bg-gray-50 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm font-bold">{itemLabel}</span>
                <span className="flex flex-wrap gap-1">
                  <Button
                    variant="outlined"
                    size="xs"
                    disabled={ctx.disabled || index === 0}
                    aria-label={itemActionLabel(t("console.builder.moveUp"), itemLabel)}
                    onClick={() => move(index, index - 1)}
                  >
                    {t("console.builder.moveUp")}
                  </Button>
                  <Button
                    variant="outlined"
                    size="xs"
                    disabled={ctx.disabled || index === items.length - 1}
                    aria-label={itemActionLabel(t("console.builder.moveDown"), itemLabel)}
                    onClick={() => move(index, index + 1)}
                  >
                    {t("console.builder.moveDown")}
                  </Button>
                  <Button
                    variant="outlined"
                    size="xs"
                    disabled={ctx.disabled}
                    aria-label={itemActionLabel(t("console.builder.remove"), itemLabel)}
                    onClick={() => set(items.filter((_, i) => i !== index))}
                  >
                    {t("console.builder.remove")}
                  </Button>
                </span>
              </div>
              <NodeField
                ctx={ctx}
                node={node.element}
                name={null}
                path={[...path, index]}
                value={item}
                onChange={(next) => set(items.map((old, i) => (i === index ? next : old)))}
              />
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          variant="outlined"
          size="sm"
          disabled={ctx.disabled || atMax}
          onClick={() => set([...items, initialValue({ ...node.element, optional: false })])}
        >
          {t("console.builder.schema.add", { item: itemName })}
        </Button>
      </div>
      <FieldError id={id}>{error}</FieldError>
    </fieldset>
  );
}
