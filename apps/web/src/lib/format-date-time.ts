import type { Locale } from "@fanfare/protocol";

export type DateTimeInput = Date | string | number;

/**
 * A date and time in the locale's own format, in the given time zone, naming that zone — e.g.
 * ja "2026年11月22日 16:00 JST", en "Nov 22, 2026, 4:00 PM GMT+9", th "22 พ.ย. 2569 16:00 GMT+7".
 * The zone is always printed, so a time (a campaign window, say) can never be read in the wrong one.
 */
export function formatDateTime(
  value: DateTimeInput,
  { locale, timeZone }: { locale: Locale; timeZone: string },
): string {
  return new Intl.DateTimeFormat(locale, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(new Date(value));
}
