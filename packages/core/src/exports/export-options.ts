import { type AnyColumn, eq, type SQL, sql } from "drizzle-orm";
import { campaigns } from "../campaigns/tables";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { assertSameCompany, type Operator } from "../operators/require-operator";
import { users } from "../users/tables";
import { isTimeZone, timeFormatter } from "./time-zone";

/** What every export takes beside what it exports: the operator's time zone (UTC by default). */
export type ExportOptions = {
  timeZone?: string | undefined;
  /** Rows per query; tests make it small to cross page boundaries with a few rows. */
  batchSize?: number | undefined;
};

/** The export's time formatter; a zone the runtime does not know is malformed input (request-E1000). */
export function exportTimes(options: ExportOptions): (value: Date | null) => string {
  const zone = options.timeZone ?? "UTC";
  if (!isTimeZone(zone)) {
    throw new AppError("request-E1000", {
      detail: "tz must name an IANA time zone, such as Asia/Tokyo or UTC.",
      issues: [{ path: "tz", message: "Not an IANA time zone." }],
    });
  }
  return timeFormatter(zone);
}

/** The operator's own campaign (another company's answers request-E1004 like a missing one). */
export async function ownCampaign(ctx: CoreContext, operator: Operator, campaignId: string) {
  const [row] = await ctx.db
    .select({ id: campaigns.id, companyId: campaigns.companyId })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  assertSameCompany(operator, row);
  return row;
}

/** The fan's e-mail looked up by key for one row of a page (export-claims.ts says why not a join). */
export function emailOf(userId: AnyColumn | SQL.Aliased): SQL<string | null> {
  return sql<string | null>`(select ${users.email} from ${users} where ${users.id} = ${userId})`;
}
