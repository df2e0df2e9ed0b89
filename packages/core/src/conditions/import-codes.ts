import { IMPORT_CODES_MAX } from "@fanfare/protocol";
import { recordAuditEvent } from "../audit/record-audit-event";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { assertOperatorMay, type Operator } from "../operators/require-operator";
import { codeConditionOf } from "./code-condition";
import { checkCodeInput, codeHash, codeKey } from "./codes/normalise-code";
import { codes } from "./tables";

export type ImportCodesResult = {
  /** New codes stored. */
  imported: number;
  /** Lines that repeat a code earlier in the same file (after normalisation). */
  duplicatesInFile: number;
  /** Codes the condition already had (generated, brought at creation or imported before). */
  alreadyPresent: number;
};

/**
 * The codes of an operator's CSV: the first field of each line, without a `code` header line and blank
 * lines. A quoted field loses its quotes ("" is a quote), so a file saved by a spreadsheet reads the same.
 */
export function codesOfCsv(csv: string): { line: number; code: string }[] {
  const rows = csv.replace(/^\uFEFF/u, "").split(/\r\n|\n|\r/u);
  return rows.flatMap((row, index) => {
    const field = firstField(row).trim();
    if (field === "") return [];
    if (index === 0 && field.toLowerCase() === "code") return [];
    return [{ line: index + 1, code: field }];
  });
}

function firstField(row: string): string {
  if (!row.startsWith('"')) return row.split(",")[0] ?? "";
  const quoted = /^"((?:[^"]|"")*)"/u.exec(row);
  return quoted?.[1]?.replaceAll('""', '"') ?? row;
}

/**
 * Imports the operator's own single-use codes into a SPECIFY_MULTIPLE_CODES or NFT_IS_LINKED_BY_CODE
 * condition. Each code is checked and normalised as a fan's input is (a code the fan could never type
 * would be dead), then stored as its keyed hash only, as generated codes are. A code repeated in the file
 * or already present is skipped and counted: the database's unique index on (condition, hash) decides, so
 * two imports of one file at the same moment store each code once. One bad line refuses the whole file.
 */
export async function importCodes(
  ctx: CoreContext,
  operator: Operator,
  input: { conditionId: string; csv: string; nftId?: string | undefined },
): Promise<ImportCodesResult> {
  assertOperatorMay(operator, "write");
  const { condition, nftId } = await codeConditionOf(ctx, operator, input, "imported into");

  const lines = codesOfCsv(input.csv);
  if (lines.length === 0) throw new AppError("specificCode-E1002", { detail: "The file has no codes." });
  if (lines.length > IMPORT_CODES_MAX) {
    throw new AppError("request-E1000", { detail: `At most ${IMPORT_CODES_MAX} codes per file.` });
  }
  const key = codeKey(ctx.config);
  const hashes = new Set<string>();
  for (const { line, code } of lines) {
    const checked = checkCodeInput(code);
    // The line number only: the code itself stays out of errors and logs.
    if (!checked.ok) throw new AppError(checked.error, { detail: `Line ${line} is not a valid code.` });
    hashes.add(codeHash(key, condition.id, checked.code));
  }
  const unique = [...hashes];

  let imported = 0;
  await ctx.db.transaction(async (tx) => {
    for (let start = 0; start < unique.length; start += 1000) {
      const inserted = await tx
        .insert(codes)
        .values(
          unique
            .slice(start, start + 1000)
            .map((hash) => ({ conditionId: condition.id, hash, singleUse: true, nftId })),
        )
        .onConflictDoNothing()
        .returning({ hash: codes.hash });
      imported += inserted.length;
    }
    // Like generated codes: the log records how many, never which.
    await recordAuditEvent(tx, operator, {
      action: "codes.import",
      target: { type: "condition", id: condition.id },
      before: null,
      after: { count: imported, nftId },
      at: ctx.clock.now(),
    });
  });
  const result = {
    imported,
    duplicatesInFile: lines.length - unique.length,
    alreadyPresent: unique.length - imported,
  };
  ctx.log.info({ conditionId: condition.id, ...result }, "codes imported");
  return result;
}
