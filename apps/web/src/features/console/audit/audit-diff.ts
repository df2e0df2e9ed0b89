/** One field an operator write changed: its dotted path and its values before and after (undefined: none). */
export type FieldChange = { field: string; before: unknown; after: unknown };

/**
 * The fields whose values differ between an audit event's `before` and `after`, nested objects compared
 * field by field ("title.en"), so a translation edited in one language shows as that one change. A
 * creation (`before` null) lists what was set, a removal (`after` null) what was there. A list of
 * objects (a campaign's links, an edit's NFTs or conditions) is compared position by position, counted
 * from 1 as the builder shows them ("links[2].url"), so one edited link is one change and not the whole
 * list as JSON; a position added or taken away lists its fields. Other lists and values are compared
 * whole, as JSON with object keys in any order.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const changes: FieldChange[] = [];
  collect("", before, after, changes);
  return changes;
}

function collect(path: string, before: unknown, after: unknown, into: FieldChange[]): void {
  if (
    (isRecord(before) || isAbsent(before)) &&
    (isRecord(after) || isAbsent(after)) &&
    !(isAbsent(before) && isAbsent(after))
  ) {
    const was = isRecord(before) ? before : {};
    const now = isRecord(after) ? after : {};
    for (const key of [...new Set([...Object.keys(was), ...Object.keys(now)])]) {
      collect(path ? `${path}.${key}` : key, was[key], now[key], into);
    }
    return;
  }
  if (isRecordList(before) && isRecordList(after)) {
    const was = before ?? [];
    const now = after ?? [];
    for (let index = 0; index < Math.max(was.length, now.length); index++) {
      collect(`${path}[${index + 1}]`, was[index], now[index], into);
    }
    return;
  }
  if (canonical(before) === canonical(after)) return;
  into.push({ field: path, before: isAbsent(before) ? undefined : before, after: isAbsent(after) ? undefined : after });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A list whose items are all objects (an empty list too), or no value: compared item by item. */
function isRecordList(value: unknown): value is readonly Record<string, unknown>[] | null | undefined {
  return isAbsent(value) || (Array.isArray(value) && value.every(isRecord));
}

function isAbsent(value: unknown): value is null | undefined {
  return value === null || value === undefined;
}

/** JSON with object keys sorted (two equal objects in another key order are equal); absent is null. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner: unknown) =>
    isRecord(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1))) : inner,
  );
}

/**
 * An instant as the API writes one (`Date.toISOString()`, or with an offset): a campaign's windows, a
 * content's publication. Only a whole date and time with its zone, so a text that merely starts with a
 * date ("2026-12-01 live") stays text.
 */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A value as the log shows it: text as written, an instant through `instant` if given (the viewer's
 * locale and time zone, as the log's "when" column: `2026-12-01T23:12:00.000Z` means nothing at a glance
 * to an operator in Bangkok), numbers and yes/no as such, a list of plain values comma-separated,
 * anything else as compact JSON. Null for no value (the caller says "none").
 */
export function displayValue(value: unknown, instant?: (date: Date) => string): string | null {
  if (isAbsent(value)) return null;
  if (instant && typeof value === "string" && INSTANT.test(value) && !Number.isNaN(Date.parse(value))) {
    return instant(new Date(value));
  }
  if (typeof value === "string") return value === "" ? '""' : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((item) => ["string", "number", "boolean"].includes(typeof item))
  ) {
    return value.join(", ");
  }
  return JSON.stringify(value);
}
