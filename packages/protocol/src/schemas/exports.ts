import { z } from "zod";
import { IdSchema } from "./campaigns";

/**
 * Whether `value` names a time zone of the IANA database that this runtime knows ("Asia/Tokyo", "UTC",
 * also old aliases such as "Asia/Calcutta", which some browsers still report). Fixed offsets ("+09:00"),
 * which newer Intl versions also accept, are refused: they ignore daylight saving time, so a download
 * would disagree with the operator's clock for half the year.
 */
export function isIanaTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/u.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The operator's time zone, in which an export writes its times (the console sends the browser's). */
export const ExportTimeZone = z
  .string()
  .max(64)
  .refine(isIanaTimeZone, "Not an IANA time zone")
  .meta({ description: "An IANA time zone (Asia/Tokyo); the export's times are written in it", example: "Asia/Tokyo" });

/** The query of every CSV export. */
export const ExportQuery = z.object({ tz: ExportTimeZone.default("UTC") });
export type ExportQuery = z.infer<typeof ExportQuery>;

/** The codes-used export: the campaign's code conditions, or one of them. */
export const CodesUsedExportQuery = ExportQuery.extend({
  conditionId: IdSchema.optional().meta({ description: "One code condition of the campaign; all of them without" }),
});
export type CodesUsedExportQuery = z.infer<typeof CodesUsedExportQuery>;
