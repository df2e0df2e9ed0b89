/** The searchParams a page receives (Next passes a promise of this). */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a query parameter, or null when absent or empty. */
export function firstParam(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first ? first : null;
}
