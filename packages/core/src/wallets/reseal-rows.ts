/** A row holding a sealed secret (or, for webhook secrets stored before sealing, one in clear). */
export type SealedRow = { id: string; sealed: string };

/**
 * Key rotation's loop, shared by the verbs that seal secrets at rest (rotate-wallet-keys.ts, webhooks'
 * secret-vault.ts): rows a page at a time in id order; `reseal` gives the row's new ciphertext, or null
 * when it is already under the current key, or throws when it cannot be opened (its key dropped too
 * early, or the row was tampered with: `onError` says which, and the loop goes on). `write` stores the
 * new ciphertext only if the row still holds what was read and says whether it did (a concurrent writer
 * wins, and the next run picks the row up again), so the loop can be stopped and rerun at any point.
 */
export async function resealRows(options: {
  page: (after: string, limit: number) => Promise<SealedRow[]>;
  reseal: (row: SealedRow) => string | null;
  write: (row: SealedRow, resealed: string) => Promise<boolean>;
  onError: (row: SealedRow, error: unknown) => void;
  pageSize?: number;
}): Promise<{ checked: number; resealed: number; remaining: number }> {
  const pageSize = options.pageSize ?? 500;
  let checked = 0;
  let resealed = 0;
  let remaining = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const page = await options.page(after, pageSize);
    if (page.length === 0) break;
    for (const row of page) {
      checked += 1;
      let next: string | null;
      try {
        next = options.reseal(row);
      } catch (error) {
        options.onError(row, error);
        remaining += 1;
        continue;
      }
      if (next === null) continue;
      if (await options.write(row, next)) resealed += 1;
      else remaining += 1;
    }
    after = page[page.length - 1]?.id ?? after;
  }
  return { checked, resealed, remaining };
}
