/**
 * The fields whose value differs between two snapshots of a row, as `{ before, after }` holding only
 * those fields: what the audit log shows of an edit. Values are compared as JSON (dates as ISO strings),
 * so a text object rewritten with the same content is no change.
 */
export function changedFields<K extends string>(
  before: Readonly<Record<K, unknown>>,
  after: Readonly<Record<K, unknown>>,
  keys: readonly K[],
): { before: Partial<Record<K, unknown>>; after: Partial<Record<K, unknown>> } {
  const was: Partial<Record<K, unknown>> = {};
  const now: Partial<Record<K, unknown>> = {};
  for (const key of keys) {
    if (canonical(before[key]) === canonical(after[key])) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  return { before: was, after: now };
}

/** JSON with object keys sorted, so two equal objects written in another key order compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** The listed fields of a row, for the audit log of a creation or removal. */
export function pickFields<T extends Record<string, unknown>, K extends keyof T & string>(
  row: T,
  keys: readonly K[],
): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, row[k]])) as Pick<T, K>;
}
