import { isIanaTimeZone } from "@fanfare/protocol";

/** An IANA time zone this runtime knows; fixed offsets refused (protocol's ExportTimeZone says why). */
export const isTimeZone: (value: string) => boolean = isIanaTimeZone;

/**
 * A formatter of instants as ISO 8601 local times of `timeZone` with their offset
 * ("2026-11-24T18:21:24.123+09:00"): what the operator's clock showed, and still one exact instant for a
 * program that reads the file. One Intl formatter is made per export, not per cell.
 */
export function timeFormatter(timeZone: string): (value: Date | null) => string {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    fractionalSecondDigits: 3,
    hourCycle: "h23",
    timeZoneName: "longOffset",
  });
  return (value) => {
    if (value === null) return "";
    const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
    for (const p of format.formatToParts(value)) part[p.type] = p.value;
    // "GMT+09:00", or "GMT" alone at offset zero.
    const offset = part.timeZoneName === "GMT" ? "+00:00" : (part.timeZoneName ?? "GMT").slice(3);
    return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}.${part.fractionalSecond}${offset}`;
  };
}
