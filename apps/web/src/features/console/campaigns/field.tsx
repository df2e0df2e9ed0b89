"use client";

import type { ReactNode } from "react";

/**
 * The builder's labelled controls. Each gets a stable id (`field-<path>`) so an error, a hint or a
 * checklist item can point at it (`#field-…`), and its hint and error are tied to it with
 * aria-describedby.
 */
export const CONTROL_CLASS =
  "w-full rounded-lg border-2 border-gray-500 bg-card px-3 text-base text-ink aria-invalid:border-danger disabled:bg-gray-100 disabled:text-gray-600";

/** The ids a control's hint and error carry, and its aria-describedby (undefined when it has neither). */
export function describedBy(id: string, hint: ReactNode, error: ReactNode, extra?: string): string | undefined {
  return (
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null, extra ?? null].filter(Boolean).join(" ") || undefined
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={`${id}-hint`} className="text-sm text-muted">
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={`${id}-error`} className="text-sm font-bold text-danger">
      {children}
    </p>
  );
}

type Common = { id: string; label: ReactNode; hint?: ReactNode; error?: ReactNode; disabled?: boolean };

export function InputField({
  id,
  label,
  hint,
  error,
  disabled,
  value,
  onChange,
  type = "text",
  min,
  max,
  step,
  maxLength,
  required,
  after,
}: Common & {
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "number" | "url" | "datetime-local";
  min?: number;
  max?: number;
  step?: number;
  maxLength?: number;
  required?: boolean;
  /** Shown right of the control (e.g. the time zone). */
  after?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-bold">
        {label}
      </label>
      <FieldHint id={id}>{hint}</FieldHint>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          type={type}
          value={value}
          min={min}
          max={max}
          step={step}
          maxLength={maxLength}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error, after ? `${id}-after` : undefined)}
          onChange={(event) => onChange(event.target.value)}
          className={`${CONTROL_CLASS} h-11 ${after ? "max-w-xs" : ""}`}
        />
        {after ? (
          <span id={`${id}-after`} className="text-sm text-muted">
            {after}
          </span>
        ) : null}
      </div>
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}

export function TextAreaField({
  id,
  label,
  hint,
  error,
  disabled,
  value,
  onChange,
  rows = 3,
}: Common & { value: string; onChange: (value: string) => void; rows?: number }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-bold">
        {label}
      </label>
      <FieldHint id={id}>{hint}</FieldHint>
      <textarea
        id={id}
        rows={rows}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
        className={`${CONTROL_CLASS} py-2`}
      />
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}

export function SelectField<V extends string>({
  id,
  label,
  hint,
  error,
  disabled,
  value,
  options,
  onChange,
  empty,
}: Common & {
  value: V | undefined;
  options: readonly { value: V; label: string }[];
  onChange: (value: V | undefined) => void;
  /** The label of a "none" choice; without it a value is required. */
  empty?: string;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-bold">
        {label}
      </label>
      <FieldHint id={id}>{hint}</FieldHint>
      <select
        id={id}
        value={value ?? ""}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value)}
        className={`${CONTROL_CLASS} h-11 max-w-md`}
      >
        {empty !== undefined || value === undefined ? <option value="">{empty ?? ""}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}

export function CheckboxField({
  id,
  label,
  hint,
  error,
  disabled,
  checked,
  onChange,
}: Common & { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(event) => onChange(event.target.checked)}
          className="size-5 accent-[var(--color-focus)]"
        />
        <label htmlFor={id} className="text-sm font-bold">
          {label}
        </label>
      </div>
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}

/** A field's id from its path in the definition: `field-title-ja`, `field-conditions-0-survey-questions-1-id`. */
export function fieldId(path: readonly (string | number)[]): string {
  return `field-${path.join("-")}`;
}

/**
 * A short action's accessible name ("Up: Question 2"): it starts with the visible word (WCAG 2.5.3,
 * label in name) and still tells one item's button from the next.
 */
export function itemActionLabel(action: string, item: string): string {
  return `${action}: ${item}`;
}
