import { LOCALES } from "@fanfare/protocol";
import type { z } from "zod";

/**
 * What a condition kind's settings schema asks for, read from the zod schema itself so a new kind (or a
 * new setting) gets its form without a line here. Only the shapes the kinds use are described: strings,
 * numbers, booleans, enums, objects, arrays and LocalizedText; anything else is "unsupported" and the
 * form says so instead of guessing.
 */
export type FieldNode = { optional: boolean; defaultValue?: unknown } & (
  | { kind: "string"; minLength?: number; maxLength?: number }
  | { kind: "number"; int: boolean; min?: number; max?: number }
  | { kind: "boolean" }
  | { kind: "enum"; options: string[] }
  | { kind: "localized"; maxLength?: number }
  | { kind: "object"; fields: { key: string; node: FieldNode }[] }
  | { kind: "array"; element: FieldNode; min?: number; max?: number }
  | { kind: "unsupported"; zodType: string }
);

// zod 4 keeps a schema's kind and parts in `_zod.def`; its public getters (minLength, minValue, options,
// shape) are used where they exist.
type Def = { type: string; [key: string]: unknown };
type Loose = { _zod: { def: Def }; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as Loose)._zod.def;
const num = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;

function lengthChecks(def: Def): { min?: number; max?: number } {
  const checks = (def.checks as { _zod: { def: { check: string; minimum?: number; maximum?: number } } }[]) ?? [];
  const out: { min?: number; max?: number } = {};
  for (const check of checks) {
    if (check._zod.def.check === "min_length") out.min = check._zod.def.minimum;
    if (check._zod.def.check === "max_length") out.max = check._zod.def.maximum;
  }
  return out;
}

export function describeSchema(schema: z.ZodType): FieldNode {
  return describe(schema, false, undefined);
}

function describe(schema: unknown, optional: boolean, defaultValue: unknown): FieldNode {
  const loose = schema as Loose;
  const def = defOf(schema);
  const base = defaultValue === undefined ? { optional } : { optional, defaultValue };
  switch (def.type) {
    case "optional":
    case "nullable":
      return describe(def.innerType, true, defaultValue);
    case "default": {
      const value = typeof def.defaultValue === "function" ? def.defaultValue() : def.defaultValue;
      return describe(def.innerType, true, value);
    }
    // A transform's input is what the operator types (the hashtag trims its `#` after).
    case "pipe":
      return defOf(def.in).type === "transform"
        ? describe(def.out, optional, defaultValue)
        : describe(def.in, optional, defaultValue);
    case "string":
      return { ...base, kind: "string", minLength: num(loose.minLength), maxLength: num(loose.maxLength) };
    case "number":
      return { ...base, kind: "number", int: loose.isInt === true, min: num(loose.minValue), max: num(loose.maxValue) };
    case "boolean":
      return { ...base, kind: "boolean" };
    case "enum":
      return { ...base, kind: "enum", options: (loose.options as string[]).map(String) };
    case "object": {
      const shape = loose.shape as Record<string, unknown>;
      const keys = Object.keys(shape);
      if (keys.length === LOCALES.length && LOCALES.every((locale) => keys.includes(locale))) {
        const text = describe(shape[LOCALES[0]], false, undefined);
        return { ...base, kind: "localized", maxLength: text.kind === "string" ? text.maxLength : undefined };
      }
      return {
        ...base,
        kind: "object",
        fields: keys.map((key) => ({ key, node: describe(shape[key], false, undefined) })),
      };
    }
    case "array":
      return { ...base, kind: "array", element: describe(def.element, false, undefined), ...lengthChecks(def) };
    default:
      return { ...base, kind: "unsupported", zodType: def.type };
  }
}

/** The value a new field starts with: its default, else empty (an optional field stays absent). */
export function initialValue(node: FieldNode): unknown {
  if (node.defaultValue !== undefined) return structuredClone(node.defaultValue);
  if (node.optional) return undefined;
  switch (node.kind) {
    case "string":
      return "";
    case "boolean":
      return false;
    case "enum":
      return node.options[0];
    case "localized":
      return {};
    case "object":
      return Object.fromEntries(
        node.fields.flatMap(({ key, node: field }) => {
          const value = initialValue(field);
          return value === undefined ? [] : [[key, value]];
        }),
      );
    case "array":
      return [];
    default:
      return undefined;
  }
}
