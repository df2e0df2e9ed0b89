import { CSV_BOM, csvLine } from "./csv";

/**
 * Rows read per query. Small enough that a page of any export is a few hundred kilobytes, large enough
 * that the per-query cost vanishes (docs/exports.md has the measured figures).
 */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * A download ready to stream: its file name and its text in chunks. Nothing is read before the first
 * chunk is asked for; the verb that returns it has already checked the operator may read it, so a
 * refusal is an error answer, never a half-sent file.
 */
export type CsvExport = { filename: string; lines: AsyncIterable<string> };

/**
 * The pages of a keyset query: each asks for the rows after the previous page's last one, in the
 * query's own order, until a page comes back short. Unlike OFFSET, every page costs the same however far
 * in it is, and only one page is held at a time. No transaction spans the pages: on PGlite (one
 * connection) it would hold every other request for as long as the download lasts; a row written during
 * the download appears if it sorts after the cursor, and no row is read twice.
 */
export async function* keysetPages<Row, Cursor>(
  fetchPage: (after: Cursor | undefined, limit: number) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  batchSize: number = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let after: Cursor | undefined;
  for (;;) {
    const page = await fetchPage(after, batchSize);
    const last = page.at(-1);
    if (last !== undefined) yield page;
    if (last === undefined || page.length < batchSize) return;
    after = cursorOf(last);
  }
}

/** The CSV text of pages of rows: the byte-order mark and header first, then one chunk per page. */
export async function* csvChunks<Row>(
  header: readonly string[],
  pages: AsyncIterable<Row[]>,
  cells: (row: Row) => readonly unknown[],
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(header);
  for await (const page of pages) {
    let chunk = "";
    for (const row of page) chunk += csvLine(cells(row));
    yield chunk;
  }
}

/** The whole text of an export, for tests and the command line: the server streams it instead. */
export async function collectCsv(csv: CsvExport): Promise<string> {
  let text = "";
  for await (const chunk of csv.lines) text += chunk;
  return text;
}
